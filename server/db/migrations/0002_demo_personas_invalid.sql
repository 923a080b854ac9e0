-- The demo personas move to the reserved .invalid domain, which join refuses, and any account that had taken
-- one by joining with its address gives it back (it gets a profile of its own when it next needs one).
-- Only databases whose demo community was seeded are touched (SECURITY.md, docs/product.md §3).
UPDATE "community_users"
SET "email" = split_part(lower("email"), '@', 1) || '@demo.invalid', "user_id" = NULL
WHERE lower("email") IN (
    'ada.obi@griot.example',
    'kwame.asante@griot.example',
    'zanele.dube@griot.example',
    'tayo.adebayo@griot.example',
    'wanjiru.kamau@griot.example',
    'moussa.diop@griot.example'
  )
  AND EXISTS (SELECT 1 FROM "app_meta" WHERE "key" = 'seed:demo-community');
