-- The search index (FTS5) gains a small segment with every commit that adds or changes leads. With
-- 'automerge' on, every commit also did a share of merging those segments — at a million leads about a
-- sixth of a single create's time, spent again on each create. Off, segments are merged only when a level
-- holds 'crisismerge' (64) of them: each lead is rewritten fewer times in all, a create pays for a merge
-- only every 64th time (and then a merge of small segments), and a search looks into at most 63 segments
-- per level, which its budget has room for.
INSERT INTO lead_search (lead_search, rank) VALUES ('automerge', 0);
