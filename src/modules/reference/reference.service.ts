import { NotFoundError } from '../../lib/errors.js';
import type { Page, Paging } from '../../lib/paging.js';
import type { ReferenceRepository, Taxonomy, TaxonomyRow } from './reference.repository.js';
import type { RegionQuery } from './reference.schemas.js';

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  depth: number;
  parent_id: string | null;
  children?: CategoryNode[];
}

export interface CategoryDetail extends CategoryNode {
  ancestors: CategoryNode[];
}

/** A node as the API shows it: `children` only on depth 0 and 1 (a depth 2 node has none). */
function toNode(row: TaxonomyRow, childrenOf: Map<string | null, TaxonomyRow[]>): CategoryNode {
  const node: CategoryNode = { id: row.id, name: row.name, slug: row.slug, depth: row.depth, parent_id: row.parentId };
  if (row.depth < 2) node.children = (childrenOf.get(row.id) ?? []).map((child) => toNode(child, childrenOf));
  return node;
}

function withoutChildren(row: TaxonomyRow): CategoryNode {
  return { id: row.id, name: row.name, slug: row.slug, depth: row.depth, parent_id: row.parentId };
}

function groupByParent(rows: TaxonomyRow[]): Map<string | null, TaxonomyRow[]> {
  const childrenOf = new Map<string | null, TaxonomyRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentId, [row]);
  }
  return childrenOf;
}

export function createReferenceService(deps: { referenceRepository: ReferenceRepository }) {
  const repo = deps.referenceRepository;
  return {
    async tree(kind: Taxonomy): Promise<CategoryNode[]> {
      const childrenOf = groupByParent(await repo.taxonomy(kind));
      return (childrenOf.get(null) ?? []).map((root) => toNode(root, childrenOf));
    },

    async category(kind: Taxonomy, id: string): Promise<CategoryDetail> {
      const rows = await repo.taxonomy(kind);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const row = byId.get(id);
      if (!row) throw new NotFoundError(`Category ${id} not found`);
      const ancestors: CategoryNode[] = [];
      for (
        let parent = row.parentId ? byId.get(row.parentId) : undefined;
        parent;
        parent = parent.parentId ? byId.get(parent.parentId) : undefined
      ) {
        ancestors.unshift(withoutChildren(parent));
      }
      return { ...toNode(row, groupByParent(rows)), ancestors };
    },

    async countries(paging: Paging) {
      const { rows, total } = await repo.listCountries(paging);
      return { data: rows, total, ...paging } satisfies Page<unknown>;
    },

    async regions(query: RegionQuery) {
      const { limit, offset, ...filter } = query;
      const { rows, total } = await repo.listRegions(filter, { limit, offset });
      return { data: rows, total, limit, offset } satisfies Page<unknown>;
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
