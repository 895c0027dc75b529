-- Default synonym groups reach databases made by an earlier release. Before, the default lexicon
-- was loaded once, on a database's first start, so groups a later release added never reached it.
-- Now every start offers the default groups this table does not hold yet (a group's key: its
-- terms, sorted and joined) and records them here: a group is offered once, added unless a group
-- with the same terms is already there, and one the operator removed is not brought back
-- (src/modules/synonyms/synonyms.service.ts, loadDefaults).
CREATE TABLE synonym_defaults_offered (
	key text PRIMARY KEY,
	offered_at timestamp with time zone NOT NULL DEFAULT now()
);
