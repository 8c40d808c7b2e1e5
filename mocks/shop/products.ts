import { productColors, type ProductColor } from '../../models/shop/shop.ts'
import { seededRandom } from '../server/seeded-random.ts'
import { defineStore } from '../server/store.ts'

/** A product as the demo server keeps it (SPEC.md section 3), before what it derives per user. */
export interface StoredProduct {
  id: number
  name: string
  slug: string
  description: string
  brand: string
  /** In cents. */
  price: number
  image: string
  hasFreeShipping: boolean
  rating: number
  colorOptions: ProductColor[]
}

/** The pictures there are, one per kind of product (public/images/products). */
type Kind =
  'phone' | 'laptop' | 'headphones' | 'watch' | 'camera' | 'speaker' | 'tv' | 'console' | 'shoe'

type Row = [
  name: string,
  brand: string,
  price: number,
  kind: Kind,
  freeShipping: boolean,
  rating: number,
  description: string,
]

// 27 products (SPEC.md section 9); prices in cents. The list is in the order they were added, so
// "featured" (newest first) shows the last first.
const rows: Row[] = [
  [
    'Apple Watch Series 5',
    'Apple',
    33999,
    'watch',
    true,
    4,
    'On Retina display that never sleeps, so it is easy to see the time and other important information, without raising or tapping the display. New location features, from a built-in compass to current elevation.',
  ],
  [
    'Apple iPhone 11 (64GB, Black)',
    'Apple',
    66999,
    'phone',
    true,
    5,
    'The Apple iPhone 11 is a great smartphone, which was loaded with a lot of quality features. It comes with a waterproof and dustproof body which is the key attraction of the device.',
  ],
  [
    'Apple iMac 27-inch',
    'Apple',
    199999,
    'laptop',
    true,
    4,
    'The all-in-one for all. If you can dream it, you can do it on iMac. It is beautifully and impossibly thin, with a stunning Retina 5K display.',
  ],
  [
    'OneOdio A71 Wired Headphones',
    'OneOdio',
    4999,
    'headphones',
    false,
    3,
    'Omni-directional detachable boom mic upgrades the headphones into a professional headset for gaming, business, podcasting and taking calls on the go.',
  ],
  [
    'Apple - MacBook Air (13-inch)',
    'Apple',
    99999,
    'laptop',
    true,
    4,
    'MacBook Air is the thinnest and lightest notebook from Apple, with a Retina display, a Magic Keyboard and Touch ID, and a battery that lasts all day.',
  ],
  [
    'Switch Pro Controller',
    'Nintendo',
    42999,
    'console',
    false,
    3,
    'The Nintendo Switch Pro Controller is one of the priciest baseline controllers in the current console generation, but it is also sturdy, feels good to play with and has an excellent battery life.',
  ],
  [
    'Google - Google Home - White',
    'Google',
    12999,
    'speaker',
    true,
    4,
    'Simplify your everyday life with the Google Home, a voice-activated speaker powered by the Google Assistant. Use voice commands to enjoy music, get answers and manage everyday tasks.',
  ],
  [
    'Sony 4K Ultra HD LED TV',
    'Sony',
    79999,
    'tv',
    true,
    5,
    'Sony 4K Ultra HD LED TV has a 4K HDR processor and Motionflow XR, for sharp pictures with rich contrast and smooth motion in every scene.',
  ],
  [
    'Canon EOS Rebel T7 DSLR',
    'Canon',
    44999,
    'camera',
    true,
    4,
    'A 24.1 megapixel CMOS sensor and the DIGIC 4+ processor give crisp images with lifelike colour, even in low light, with built-in Wi-Fi for quick sharing.',
  ],
  [
    'Nike Air Zoom Pegasus 38',
    'Nike',
    11999,
    'shoe',
    false,
    4,
    'A springy ride for every run: the Pegasus returns with a wider forefoot, Zoom Air cushioning and a breathable mesh upper for the miles ahead.',
  ],
  [
    'Bose QuietComfort 45',
    'Bose',
    32999,
    'headphones',
    true,
    5,
    'Noise cancelling headphones with world-class quiet, high-fidelity audio and up to 24 hours of battery life, in a light and comfortable design.',
  ],
  [
    'Samsung Galaxy S21 (128GB)',
    'Samsung',
    79999,
    'phone',
    true,
    4,
    'Pro-grade camera, 8K video and a fast 120 Hz display in a contour-cut design; the processor keeps up with games and work alike.',
  ],
  [
    'Fitbit Versa 3 Smartwatch',
    'Fitbit',
    22999,
    'watch',
    false,
    3,
    'Built-in GPS, 24/7 heart rate, a voice assistant and a battery that lasts six days and more: a watch for health and fitness.',
  ],
  [
    'JBL Charge 5 Speaker',
    'JBL',
    17999,
    'speaker',
    false,
    4,
    'Bold JBL Pro Sound, a 20-hour battery, a built-in power bank and a waterproof and dustproof build for wherever the music goes.',
  ],
  [
    'PlayStation 5 Console',
    'Sony',
    49999,
    'console',
    true,
    5,
    'Lightning fast loading with an ultra-high speed SSD, deeper immersion with haptic feedback and adaptive triggers, and 3D audio.',
  ],
  [
    'Dell XPS 13 Laptop',
    'Dell',
    119999,
    'laptop',
    true,
    4,
    'A 13.4-inch InfinityEdge display in a machined aluminium body, with the latest processors and a battery for a full working day.',
  ],
  [
    'LG OLED C1 55-inch TV',
    'LG',
    149999,
    'tv',
    true,
    5,
    'Self-lit OLED pixels give perfect blacks and infinite contrast, with the a9 Gen 4 AI processor tuning picture and sound to what you watch.',
  ],
  [
    'Adidas Ultraboost 21',
    'Adidas',
    17999,
    'shoe',
    false,
    4,
    'Incredible energy return with a Boost midsole, a Primeknit upper that adapts to your foot and a Continental rubber outsole for grip.',
  ],
  [
    'Sony WH-1000XM4',
    'Sony',
    34999,
    'headphones',
    true,
    5,
    'Industry-leading noise cancellation with Dual Noise Sensor technology, 30 hours of battery life and touch controls on the ear cup.',
  ],
  [
    'Nikon Z50 Mirrorless Camera',
    'Nikon',
    85999,
    'camera',
    true,
    4,
    'A compact mirrorless camera with a large Z mount, a 20.9 megapixel sensor, 4K video and a flip-down touch screen for selfies and vlogs.',
  ],
  [
    'Google Pixel 6 (128GB)',
    'Google',
    59999,
    'phone',
    false,
    4,
    'The Google Tensor chip makes the Pixel fast and smart, with a camera that gets the shot right and all-day battery life.',
  ],
  [
    'Garmin Forerunner 245',
    'Garmin',
    29999,
    'watch',
    true,
    4,
    'A GPS running watch with advanced training features, performance monitoring and music storage, to run without a phone.',
  ],
  [
    'Sonos One (Gen 2)',
    'Sonos',
    21999,
    'speaker',
    true,
    5,
    'A compact smart speaker with rich, room-filling sound and a built-in voice assistant, that joins every Sonos in the house.',
  ],
  [
    'Xbox Series X',
    'Microsoft',
    49999,
    'console',
    true,
    5,
    'The fastest, most powerful Xbox ever: 12 teraflops of processing power, true 4K gaming and a custom SSD for near instant loading.',
  ],
  [
    'Samsung Crystal UHD 50-inch TV',
    'Samsung',
    39999,
    'tv',
    false,
    3,
    'Crystal processor 4K shows colour as it was meant to be seen, with HDR and a slim design that suits any room.',
  ],
  [
    'GoPro HERO10 Black',
    'GoPro',
    44999,
    'camera',
    false,
    4,
    'A faster GP2 processor, 5.3K video, 23 megapixel photos and HyperSmooth 4.0 stabilisation in a waterproof action camera.',
  ],
  [
    'New Balance Fresh Foam 1080',
    'New Balance',
    14999,
    'shoe',
    true,
    5,
    'Fresh Foam X cushioning for a soft, stable ride, with a Hypoknit upper that fits like a sock, for long runs and daily miles.',
  ],
]

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function seedProducts(): StoredProduct[] {
  const random = seededRandom(27)
  return rows.map(([name, brand, price, kind, hasFreeShipping, rating, description], index) => {
    // Two to four of the five colours, in the order of the list.
    const colorOptions = productColors.filter(() => random() < 0.6)
    return {
      id: index + 1,
      name,
      slug: `${slugOf(name)}-${index + 1}`,
      description,
      brand,
      price,
      image: `/images/products/${kind}.svg`,
      hasFreeShipping,
      rating,
      colorOptions: colorOptions.length >= 2 ? colorOptions : ['primary', 'info'],
    }
  })
}

const products = defineStore(seedProducts)

export function allProducts(): readonly StoredProduct[] {
  return products.get()
}

export function findProduct(id: number): StoredProduct | undefined {
  return products.get().find((product) => product.id === id)
}
