/** An image a chat message can carry: its URL under public/ and its size in pixels. */
export interface ChatImage {
  url: string
  width: number
  height: number
}

/** The demo "photos" in public/images/chat, with their real sizes (the thread reserves the space). */
export const chatImages = {
  parcel: { url: '/images/chat/parcel.svg', width: 640, height: 480 },
  receipt: { url: '/images/chat/receipt.svg', width: 480, height: 640 },
  dashboard: { url: '/images/chat/dashboard.svg', width: 800, height: 450 },
  product: { url: '/images/chat/product.svg', width: 600, height: 600 },
} satisfies Record<string, ChatImage>

export type ChatImageName = keyof typeof chatImages
