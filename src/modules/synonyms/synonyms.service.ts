import type { Transaction } from '../../db/connection.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import {
  buildSynonymIndex,
  correctedExpansions,
  type ExpandedQuery,
  type Expansion,
  expandQuery,
  parseGroup,
  type SynonymIndex,
  SynonymGroupError,
} from './synonym-expansion.js';
import type { NewSynonymGroup, SynonymGroupRecord, SynonymsRepository } from './synonyms.repository.js';

export const OPERATOR_SOURCE = 'operator';

/** A group's identity among the defaults offered to a database: its terms, whatever their order. */
export function defaultGroupKey(terms: readonly string[]): string {
  return [...terms].sort().join(', ');
}

export interface SynonymsServiceDeps {
  synonymsRepository: SynonymsRepository;
  transaction: Transaction;
  /** The default groups, offered to the database at every start (src/modules/synonyms/default-lexicon.ts). */
  defaultGroups: () => NewSynonymGroup[];
  /** Default groups an earlier release offered and this one withdrew (default-lexicon.ts withdrawnSynonymGroups). */
  withdrawnGroups?: () => NewSynonymGroup[];
}

/** What records, among the offers, that a withdrawn default group was taken out of a database. */
const withdrawalKey = (terms: readonly string[]) => `withdrawn: ${defaultGroupKey(terms)}`;

/** One group a line, `a, b, c`; blank lines and lines starting with # are skipped. Errors name the line. */
export function parseGroupFile(text: string, fileName: string): NewSynonymGroup[] {
  const groups: NewSynonymGroup[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    try {
      groups.push({ terms: parseGroup(line), source: `import ${fileName} line ${index + 1}` });
    } catch (error) {
      if (!(error instanceof SynonymGroupError)) throw error;
      problems.push(`line ${index + 1}: ${error.message}`);
    }
  });
  if (problems.length > 0)
    throw new ValidationError(
      `${fileName}: ${problems.slice(0, 10).join('; ')}${problems.length > 10 ? `; and ${problems.length - 10} more` : ''}`,
    );
  return groups;
}

/**
 * Operator-managed synonym groups, and the expansion of a query with them. Every process keeps the
 * groups in memory with the version they were read at, and compares that version with the
 * database's on each expansion (one primary-key read), so a change made by any process applies to
 * the next query everywhere without a restart.
 */
export function createSynonymsService(deps: SynonymsServiceDeps) {
  const repository = deps.synonymsRepository;
  let cached: { version: number; index: SynonymIndex } | undefined;

  const groupOf = (text: string) => {
    try {
      return parseGroup(text);
    } catch (error) {
      if (error instanceof SynonymGroupError) throw new ValidationError(`terms: ${error.message}`);
      throw error;
    }
  };

  // The index each expansion was made with, for its corrected expansions (held as long as the expansion).
  const expandedWith = new WeakMap<ExpandedQuery, SynonymIndex>();

  async function currentIndex(): Promise<SynonymIndex> {
    const version = await repository.version();
    if (cached?.version !== version) {
      const snapshot = await repository.snapshot();
      cached = { version: snapshot.version, index: buildSynonymIndex(snapshot.groups) };
    }
    return cached.index;
  }

  return {
    list: (): Promise<SynonymGroupRecord[]> => repository.list(),

    /** Adds one group from its text form, `a, b, c`. */
    async add(text: string, source = OPERATOR_SOURCE): Promise<SynonymGroupRecord> {
      const [group] = await repository.insert([{ terms: groupOf(text), source }]);
      return group!;
    },

    async remove(id: number): Promise<void> {
      if ((await repository.remove([id])) === 0) throw new NotFoundError(`Synonym group ${id} not found`);
    },

    /**
     * Adds the groups of a file (see parseGroupFile); with `replace`, they replace every group,
     * the default ones included. Nothing is stored when any line is wrong.
     */
    async import(
      text: string,
      fileName: string,
      options: { replace?: boolean } = {},
    ): Promise<{ added: number; removed: number }> {
      const groups = parseGroupFile(text, fileName);
      return deps.transaction(async (tx) => {
        const removed = options.replace ? await repository.removeAll(tx) : 0;
        const added = await repository.insert(groups, tx);
        return { added: added.length, removed };
      });
    },

    /**
     * Offers the default groups not offered to this database before (every start; the first
     * offers them all): each is added unless a group with the same terms is already there, and
     * recorded either way, so a release that adds groups brings them to an existing database and
     * a default group the operator removed stays removed. Returns how many were added.
     */
    async loadDefaults(): Promise<number> {
      const defaults = deps.defaultGroups();
      const withdrawn = deps.withdrawnGroups?.() ?? [];
      return deps.transaction(async (tx) => {
        const keys = [
          ...defaults.map((group) => defaultGroupKey(group.terms)),
          ...withdrawn.map((group) => withdrawalKey(group.terms)),
        ];
        const claimed = await repository.claimDefaultOffers([...new Set(keys)], tx);
        if (claimed.size === 0) return 0;
        const held = await repository.list(tx);
        // A withdrawn group still as it was offered (its source and terms; groups are never edited,
        // only added and removed) is removed, once: an operator's group of the same terms stays,
        // and so does one added again after the withdrawal.
        const offered = (group: NewSynonymGroup) => `${group.source}\n${defaultGroupKey(group.terms)}`;
        const withdrawing = new Set(withdrawn.filter((group) => claimed.has(withdrawalKey(group.terms))).map(offered));
        const [gone, kept] = [
          held.filter((group) => withdrawing.has(offered(group))),
          held.filter((group) => !withdrawing.has(offered(group))),
        ];
        await repository.remove(
          gone.map((group) => group.id),
          tx,
        );
        const present = new Set(kept.map((group) => defaultGroupKey(group.terms)));
        const added = defaults.filter((group) => {
          const key = defaultGroupKey(group.terms);
          if (!claimed.has(key) || present.has(key)) return false;
          present.add(key);
          return true;
        });
        return (await repository.insert(added, tx)).length;
      });
    },

    /** The query's words and the terms its synonym groups bring in (phase 2 hands these to the engines). */
    async expand(query: string): Promise<ExpandedQuery> {
      const index = await currentIndex();
      const expanded = expandQuery(query, index);
      expandedWith.set(expanded, index);
      return expanded;
    },

    /**
     * The expansions the query gets through the corrections of its misspelt words
     * (correctedExpansions), from the same groups as `expanded`: no second read of their version.
     */
    async expandCorrected(expanded: ExpandedQuery, misspelled: ReadonlyMap<string, string>): Promise<Expansion[]> {
      return correctedExpansions(expanded, misspelled, expandedWith.get(expanded) ?? (await currentIndex()));
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
