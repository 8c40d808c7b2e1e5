import * as z from 'zod/mini'

/*
 * The shop (SPEC.md sections 3, 7 and 9): products, the signed-in user's wishlist and cart, and
 * the order placed at checkout. Prices are integer cents (models/format/money.ts).
 */

/** The colours a product may come in (SPEC.md section 3), named as the skin names its tones. */
export const productColors = ['primary', 'success', 'warning', 'danger', 'info'] as const
export type ProductColor = (typeof productColors)[number]

/**
 * One product, with what the server derives for the signed-in user: whether it is in their
 * wishlist and cart, and the colours it comes in.
 */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  /** In cents. */
  price: z.number(),
  /** An image URL. */
  image: z.string(),
  hasFreeShipping: z.boolean(),
  /** 1 to 5. */
  rating: z.number(),
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
  colorOptions: z.array(z.string()),
})
export type Product = z.infer<typeof productSchema>

/** The shop's sort orders as the server names them (`sortBy`); featured means newest first. */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const
export type ProductSort = (typeof productSorts)[number]

/** Products a page of the shop (SPEC.md section 9). */
export const productsPerPage = 9

/** `GET /apps/ecommerce/products`: one page of the matches, and the user's lists' product ids. */
export const productPageSchema = z.object({
  products: z.array(productSchema),
  total: z.number(),
  userWishlist: z.array(z.number()),
  userCart: z.array(z.number()),
})

/** `GET /apps/ecommerce/products/{id}`: the product, and a few like it. */
export const productAnswerSchema = z.object({
  product: productSchema,
  relatedProducts: z.array(productSchema),
})

/** `GET /apps/ecommerce/wishlist`. */
export const wishlistAnswerSchema = z.object({ products: z.array(productSchema) })

/** One line of the cart: the product, how many, and what the cart view adds (SPEC.md section 3). */
export const cartLineSchema = z.object({
  ...productSchema.shape,
  qty: z.number(),
  /** The day it would ship, `YYYY-MM-DD`: within the week after tomorrow. */
  shippingDate: z.string(),
  /** 1 to 4. */
  offers: z.number(),
  /** 3 to 20. */
  discountPercentage: z.number(),
})
export type CartLine = z.infer<typeof cartLineSchema>

/** `GET /apps/ecommerce/cart`. */
export const cartAnswerSchema = z.object({ products: z.array(cartLineSchema) })

/** The most of one product a cart takes. */
export const maxQuantity = 10

/** `POST /apps/ecommerce/place-order`: the order, as placed. */
export const orderSchema = z.object({
  id: z.string(),
  placedAt: z.string(),
  itemCount: z.number(),
  /** In cents: what the price details said. */
  total: z.number(),
  deliveryDate: z.string(),
})
export type Order = z.infer<typeof orderSchema>
export const orderAnswerSchema = z.object({ order: orderSchema })
