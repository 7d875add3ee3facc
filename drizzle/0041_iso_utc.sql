-- A timestamp as the API writes it: ISO 8601 in UTC with milliseconds. The lean read path has
-- PostgreSQL shape rows as the answer is (ADR 75); one function keeps the format in one place and
-- the statements free of a literal whose colons pgbench would read as variables (the bench's
-- yardstick runs the server's statements unchanged). Stable like to_char, so PostgreSQL inlines it.
create function iso_utc(t timestamptz) returns text
  language sql stable parallel safe
  as $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
