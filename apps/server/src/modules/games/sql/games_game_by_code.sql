-- Games: one game of a vendor by its code, with the vendor's status (what playableGameByCode reads).
CREATE OR REPLACE FUNCTION games_game_by_code(p_vassalage text, p_game_code text)
RETURNS TABLE (node_id bigint, game_type text, name_en text, name_bn text, status text, support_play integer, vendor_status text)
LANGUAGE sql STABLE AS $$
  SELECT g.node_id, g.game_type, g.name_en, g.name_bn, g.status, g.support_play::integer, v.status
  FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage
  WHERE g.vassalage = p_vassalage AND g.game_code = p_game_code
  LIMIT 1
$$;
