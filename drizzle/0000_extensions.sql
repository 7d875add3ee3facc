-- Trigram search over asset tags, FO numbers, descriptions and part numbers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
