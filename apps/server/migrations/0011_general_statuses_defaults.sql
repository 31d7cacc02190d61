-- The general statuses every install starts with (ADR 0023). The rules name five of them: a new
-- price quote starts at 'הצעת מחיר ללקוח', other documents at 'סטטוס כללי', and installers set
-- 'נאסף', 'בוצע', 'נכשל'. An install that already has a status of the same name keeps its own.
INSERT INTO "general_statuses" ("name", "position")
SELECT defaults.name, coalesce((SELECT max("position") FROM "general_statuses"), 0) + row_number() OVER (ORDER BY defaults.place)
FROM (
  VALUES
    (1, 'הצעת מחיר ללקוח'),
    (2, 'סטטוס כללי'),
    (3, 'בטיפול'),
    (4, 'ממתין לחלקים'),
    (5, 'נאסף'),
    (6, 'בוצע'),
    (7, 'נכשל')
) AS defaults(place, name)
WHERE NOT EXISTS (SELECT 1 FROM "general_statuses" existing WHERE lower(existing."name") = lower(defaults.name));
