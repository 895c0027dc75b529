import type { Tx } from '../../db/connection.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { Page, Paging } from '../../http/schemas.js';
import { changedFields } from '../../lib/changes.js';
import { canonicalDecimal, decimalToNumber } from '../../lib/money.js';
import { slugCandidate } from '../../lib/slug.js';
import type { EventWriter } from '../businesses/businesses.service.js';
import type { AuthenticatedKey } from '../keys/keys.service.js';
import type { NewProductRow, ProductRecord, ProductRow, ProductsRepository, ProductVisibility } from './products.repository.js';
import type { CreateProductInput, ProductResponse, UpdateProductInput } from './products.schemas.js';

export interface ProductsServiceDeps {
  productsRepository: ProductsRepository;
  events: EventWriter;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

type Viewer = Pick<AuthenticatedKey, 'scopes'>;

function visibilityOf(viewer: Viewer): ProductVisibility {
  return {
    includeInactive: viewer.scopes.has('products.internal.read'),
    includeHiddenBusinesses: viewer.scopes.has('businesses.internal.read'),
  };
}

function canSee(visibility: ProductVisibility, status: ProductRow['status'], businessVisibility: string): boolean {
  return (visibility.includeInactive || status === 'active') && (visibility.includeHiddenBusinesses || businessVisibility === 'public');
}

/** Scopes a webhook recipient needs to see this product (spec 2.5, API.md §4). */
export function productAudience(status: ProductRow['status'], businessVisibility: string): string[] {
  return [
    ...(status === 'active' ? [] : ['products.internal.read']),
    ...(businessVisibility === 'public' ? [] : ['businesses.internal.read']),
  ];
}

const COLUMNS = {
  name: 'name',
  description: 'description',
  base_price: 'basePrice',
  currency: 'currency',
  unit_of_measure: 'unitOfMeasure',
  sku: 'sku',
  category_id: 'categoryId',
  images: 'images',
  is_available: 'isAvailable',
  specifications: 'specifications',
  moq: 'moq',
  status: 'status',
} as const satisfies Partial<Record<keyof UpdateProductInput, keyof NewProductRow>>;

type Writable = { [K in keyof UpdateProductInput]-?: Exclude<UpdateProductInput[K], undefined> };
type Tiers = Writable['product_pricing_tiers'];

const canonical = (value: string | null) => (value === null ? null : canonicalDecimal(value));
const byMinQuantity = (tiers: Tiers): Tiers => [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);

/** The record as an update would send it (amounts canonical, no ids), so diffs compare like with like. */
function writableView(record: ProductRecord): Writable {
  const view = {} as Record<string, unknown>;
  for (const [field, column] of Object.entries(COLUMNS)) view[field] = record.product[column];
  view.base_price = canonical(record.product.basePrice);
  view.variants = record.variants.map((variant) => ({
    name: variant.name,
    sku: variant.sku,
    attributes: variant.attributes,
    price: canonical(variant.price),
    currency: variant.currency,
    is_available: variant.isAvailable,
  }));
  view.product_pricing_tiers = record.tiers.map((tier) => ({
    min_quantity: tier.minQuantity,
    max_quantity: tier.maxQuantity,
    unit_price: canonicalDecimal(tier.unitPrice),
    currency: tier.currency,
  }));
  return view as Writable;
}

export function toProductResponse(record: ProductRecord): ProductResponse {
  const { product, business } = record;
  return {
    id: product.id,
    business_id: product.businessId,
    name: product.name,
    slug: product.slug,
    description: product.description,
    base_price: decimalToNumber(product.basePrice),
    currency: product.currency,
    unit_of_measure: product.unitOfMeasure,
    sku: product.sku,
    category_id: product.categoryId,
    images: product.images,
    is_available: product.isAvailable,
    specifications: product.specifications,
    moq: product.moq,
    status: product.status,
    variants: record.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      attributes: variant.attributes,
      price: decimalToNumber(variant.price),
      currency: variant.currency,
      is_available: variant.isAvailable,
    })),
    product_pricing_tiers: record.tiers.map((tier) => ({
      id: tier.id,
      min_quantity: tier.minQuantity,
      max_quantity: tier.maxQuantity,
      unit_price: Number(tier.unitPrice),
      currency: tier.currency,
    })),
    business: { id: business.id, name: business.name, slug: business.slug, country_id: business.countryId, region_id: business.regionId },
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

function toColumns(fields: Partial<Writable>): Partial<NewProductRow> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = fields[field as keyof typeof COLUMNS];
    if (value !== undefined) values[column] = value;
  }
  return values as Partial<NewProductRow>;
}

export function createProductsService(deps: ProductsServiceDeps) {
  const repo = deps.productsRepository;

  async function writeChildren(productId: string, fields: Partial<Writable>, tx: Tx) {
    if (fields.variants) {
      await repo.replaceVariants(
        productId,
        fields.variants.map((variant) => ({ name: variant.name, sku: variant.sku, attributes: variant.attributes, price: variant.price, currency: variant.currency, isAvailable: variant.is_available })),
        tx,
      );
    }
    if (fields.product_pricing_tiers) {
      await repo.replaceTiers(
        productId,
        fields.product_pricing_tiers.map((tier) => ({ minQuantity: tier.min_quantity, maxQuantity: tier.max_quantity, unitPrice: tier.unit_price, currency: tier.currency })),
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
    async get(id: string, viewer: Viewer): Promise<ProductResponse> {
      const record = await repo.findById(id, visibilityOf(viewer));
      if (!record) throw new NotFoundError(`Product ${id} not found`);
      return toProductResponse(record);
    },

    async list(filter: { businessId?: string; categoryId?: string; updatedSince?: Date }, paging: Paging, viewer: Viewer): Promise<Page<ProductResponse>> {
      const { records, total } = await repo.list({ ...filter, ...visibilityOf(viewer) }, paging);
      return { data: records.map(toProductResponse), total, ...paging };
    },

    async create(input: CreateProductInput, viewer: Viewer): Promise<ProductResponse> {
      return deps.transaction(async (tx) => {
        const business = await repo.findBusiness(input.business_id, tx);
        // A business the key cannot see is, for this key, a business that does not exist.
        if (!business || !canSee({ ...visibilityOf(viewer), includeInactive: true }, 'active', business.visibility)) {
          throw new ValidationError('business_id: unknown business');
        }
        await checkCategory(input.category_id, tx);
        const fields: Partial<Writable> = { ...input, product_pricing_tiers: input.product_pricing_tiers && byMinQuantity(input.product_pricing_tiers) };
        let product: ProductRow | undefined;
        for (let attempt = 0; !product && attempt < 5; attempt += 1) {
          product = await repo.insertUnlessSlugTaken({ ...(toColumns(fields) as NewProductRow), businessId: business.id, slug: slugCandidate(input.name, attempt) }, tx);
        }
        if (!product) throw new Error('could not find a free slug');
        await writeChildren(product.id, fields, tx);
        await deps.events.append(tx, {
          event: 'product.created',
          data: { product_id: product.id, business_id: business.id, name: product.name },
          requiredScopes: productAudience(product.status, business.visibility),
        });
        return toProductResponse((await repo.findForUpdate(product.id, tx))!);
      });
    },

    /** Partial update; variants, tiers, images and specifications replace the old value when sent. */
    async update(id: string, patch: UpdateProductInput, viewer: Viewer): Promise<ProductResponse> {
      return deps.transaction(async (tx) => {
        const current = await repo.findForUpdate(id, tx);
        if (!current || !canSee(visibilityOf(viewer), current.product.status, current.business.visibility)) {
          throw new NotFoundError(`Product ${id} not found`);
        }
        await checkCategory(patch.category_id, tx);
        const fields: Partial<Writable> = { ...patch, product_pricing_tiers: patch.product_pricing_tiers && byMinQuantity(patch.product_pricing_tiers) };
        const changed = changedFields(writableView(current), fields);
        if (changed.length === 0) return toProductResponse(current);
        const changes = Object.fromEntries(changed.map((field) => [field, fields[field]])) as Partial<Writable>;
        await repo.update(id, toColumns(changes), tx);
        await writeChildren(id, changes, tx);
        const updated = (await repo.findForUpdate(id, tx))!;
        await deps.events.append(tx, {
          event: 'product.updated',
          data: { product_id: id, business_id: updated.product.businessId, updated_fields: changed },
          requiredScopes: productAudience(updated.product.status, updated.business.visibility),
        });
        return toProductResponse(updated);
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
