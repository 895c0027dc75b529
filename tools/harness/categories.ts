/** A node of either taxonomy as the API lists it (`/v1/categories`, `/v1/product-categories`). */
export interface CategoryNode {
  id: string;
  name: string;
  children?: CategoryNode[];
}

/** The id of the category at `path` (names from the root down); throws naming the path when absent. */
export function categoryAt(tree: CategoryNode[], path: string[]): string {
  let level = tree;
  let found: CategoryNode | undefined;
  for (const name of path) {
    found = level.find((node) => node.name === name);
    if (!found) throw new Error(`category ${path.join(' > ')} not found`);
    level = found.children ?? [];
  }
  return found!.id;
}
