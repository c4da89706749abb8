-- The block counts (lead_blocks) summed per 32 blocks (32,768 ids), and per filter in all (superblock -1: the
-- filter's total). A page's place is found by walking these from the nearer end up to the page, then the blocks
-- of the one or two superblocks the page falls in: a few count rows for the first or last page of a million
-- leads, where walking every block read about a thousand for each page.
CREATE TABLE lead_superblocks (
  organization_id INTEGER NOT NULL,
  filter          TEXT NOT NULL,
  superblock      INTEGER NOT NULL,
  count           INTEGER NOT NULL,
  PRIMARY KEY (organization_id, filter, superblock)
) STRICT, WITHOUT ROWID;

INSERT INTO lead_superblocks (organization_id, filter, superblock, count)
SELECT organization_id, filter, block >> 5, sum(count)
FROM lead_blocks
GROUP BY organization_id, filter, block >> 5
HAVING sum(count) != 0;

INSERT INTO lead_superblocks (organization_id, filter, superblock, count)
SELECT organization_id, filter, -1, sum(count)
FROM lead_blocks
GROUP BY organization_id, filter
HAVING sum(count) != 0;
