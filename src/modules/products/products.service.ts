import type { Transaction, Tx } from '../../db/connection.js';
import type { EventWriter } from '../../events/event-writer.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Page } from '../../lib/paging.js';
import { changedFields } from '../../lib/changes.js';
import { slugCandidate } from '../../lib/slug.js';
import { canSeeBusiness, canSeeProduct, productAudience, type Visibility } from '../../access/visibility.js';
import { byMinQuantity, toColumns, toProductResponse, type Writable, writableView } from './products.mapper.js';
import type { NewProductRow, ProductRow, ProductsRepository } from './products.repository.js';
import type { CreateProductInput, ProductListQuery, ProductResponse, UpdateProductInput } from './products.schemas.js';

export interface ProductsServiceDeps {
  productsRepository: ProductsRepository;
  events: EventWriter;
  transaction: Transaction;
}

export function createProductsService(deps: ProductsServiceDeps) {
  const repo = deps.productsRepository;

  async function writeChildren(productId: string, fields: Partial<Writable>, tx: Tx) {
    if (fields.variants) {
      await repo.replaceVariants(
        productId,
        fields.variants.map((variant) => ({
          name: variant.name,
          sku: variant.sku,
          attributes: variant.attributes,
          price: variant.price,
          currency: variant.currency,
          isAvailable: variant.is_available,
        })),
        tx,
      );
    }
    if (fields.product_pricing_tiers) {
      await repo.replaceTiers(
        productId,
        fields.product_pricing_tiers.map((tier) => ({
          minQuantity: tier.min_quantity,
          maxQuantity: tier.max_quantity,
          unitPrice: tier.unit_price,
          currency: tier.currency,
        })),
        tx,
      );
    }
  }

  async function checkCategory(categoryId: string | null | undefined, tx: Tx) {
    if (categoryId && !(await repo.productCategoryExists(categoryId, tx))) {
      throw new ValidationError('category_id: unknown product category');
    }
  }

  return {
    async get(id: string, viewer: Visibility): Promise<ProductResponse> {
      const record = await repo.findById(id, viewer);
      if (!record) throw new NotFoundError(`Product ${id} not found`);
      return toProductResponse(record);
    },

    async list(query: ProductListQuery, viewer: Visibility): Promise<Page<ProductResponse>> {
      const { limit, offset, ...filter } = query;
      const { records, total } = await repo.list(filter, viewer, { limit, offset });
      return { data: records.map(toProductResponse), total, limit, offset };
    },

    async create(input: CreateProductInput, viewer: Visibility): Promise<ProductResponse> {
      return deps.transaction(async (tx) => {
        const business = await repo.findBusiness(input.business_id, tx);
        // A business the key cannot see is, for this key, a business that does not exist.
        if (!business || !canSeeBusiness(viewer, business.visibility)) {
          throw new ValidationError('business_id: unknown business');
        }
        await checkCategory(input.category_id, tx);
        const fields: Partial<Writable> = {
          ...input,
          product_pricing_tiers: input.product_pricing_tiers && byMinQuantity(input.product_pricing_tiers),
        };
        let product: ProductRow | undefined;
        for (let attempt = 0; !product && attempt < 5; attempt += 1) {
          product = await repo.insertUnlessSlugTaken(
            {
              ...(toColumns(fields) as NewProductRow),
              businessId: business.id,
              slug: slugCandidate(input.name, attempt),
            },
            tx,
          );
        }
        if (!product) throw new Error('could not find a free slug');
        await writeChildren(product.id, fields, tx);
        await deps.events.append(
          {
            event: 'product.created',
            data: { product_id: product.id, business_id: business.id, name: product.name },
            requiredScopes: productAudience(product.status, business.visibility),
          },
          tx,
        );
        return toProductResponse((await repo.findForUpdate(product.id, tx))!);
      });
    },

    /** Partial update; variants, tiers, images and specifications replace the old value when sent. */
    async update(id: string, patch: UpdateProductInput, viewer: Visibility): Promise<ProductResponse> {
      return deps.transaction(async (tx) => {
        const current = await repo.findForUpdate(id, tx);
        if (!current || !canSeeProduct(viewer, current.product.status, current.business.visibility)) {
          throw new NotFoundError(`Product ${id} not found`);
        }
        await checkCategory(patch.category_id, tx);
        const fields: Partial<Writable> = {
          ...patch,
          product_pricing_tiers: patch.product_pricing_tiers && byMinQuantity(patch.product_pricing_tiers),
        };
        const changed = changedFields(writableView(current), fields);
        if (changed.length === 0) return toProductResponse(current);
        const changes = Object.fromEntries(changed.map((field) => [field, fields[field]])) as Partial<Writable>;
        await repo.update(id, toColumns(changes), tx);
        await writeChildren(id, changes, tx);
        const updated = (await repo.findForUpdate(id, tx))!;
        await deps.events.append(
          {
            event: 'product.updated',
            data: { product_id: id, business_id: updated.product.businessId, updated_fields: changed },
            requiredScopes: productAudience(updated.product.status, updated.business.visibility),
          },
          tx,
        );
        return toProductResponse(updated);
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
