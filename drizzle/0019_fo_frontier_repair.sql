-- Issue 22 §7 (ADR 24, revised): the numbering frontier is the end of the run of taken numbers
-- from 001. It used to follow a typed number up to 1,000 ahead and never move back, so a stored
-- frontier may stand past free numbers, or at the end of the year ("Every FO number is taken").
-- Each is read again from its warehouse's orders of that year, by the rule of frontierFromData.
UPDATE "fo_sequences" AS f
SET "last_sequence" = coalesce((
  SELECT max(numbered.s)
  FROM (
    SELECT sequences.s, row_number() OVER (ORDER BY sequences.s) AS n
    FROM (
      SELECT DISTINCT (regexp_match(w.fo_number, '^WO-' || f.year || '-(\d{3}|[1-9]\d{3,6})$'))[1]::int AS s
      FROM "work_orders" AS w
      WHERE w.warehouse_id = f.warehouse_id
        AND (w.fo_number COLLATE "C") >= 'WO-' || f.year || '-'
        AND (w.fo_number COLLATE "C") < 'WO-' || f.year || '.'
    ) AS sequences
    WHERE sequences.s >= 1
  ) AS numbered
  WHERE numbered.s = numbered.n
), 0);
