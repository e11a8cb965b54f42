/**
 * The seven slides of content/slides as the home page hands them to the carousel, with the
 * real images (plain JPEG URLs here; the site passes images processed by astro:assets).
 */
import altarCandles from '../../../content/slides/images/altar-candles.jpg?url';
import dawnOffering from '../../../content/slides/images/dawn-offering.jpg?url';
import drumsAndBeads from '../../../content/slides/images/drums-and-beads.jpg?url';
import forestPath from '../../../content/slides/images/forest-path.jpg?url';
import gatheringCircle from '../../../content/slides/images/gathering-circle.jpg?url';
import templeDoorway from '../../../content/slides/images/temple-doorway.jpg?url';
import yemojaWaves from '../../../content/slides/images/yemoja-waves.jpg?url';
import type { HeroCarouselSlide } from '../../../site/islands/HeroCarousel/HeroCarousel.tsx';

const size = { width: 1600, height: 900 };

export const heroSlides: HeroCarouselSlide[] = [
  {
    id: 'dawn-offering',
    src: dawnOffering,
    ...size,
    alt: 'The sun rising over still water between low hills, with a wooden bowl of white flowers and a lit candle floating near the shore.',
    title: 'Greeting the Dawn',
    description: "Each day begins with gratitude, offered quietly at the water's edge.",
  },
  {
    id: 'altar-candles',
    src: altarCandles,
    ...size,
    alt: 'Seven lit candles on an altar draped in white lace, beside a porcelain tureen, a vase of white flowers and a glass of water.',
    title: 'Light at the Altar',
    description: 'Candles burn in honour of the ancestors who walk beside us.',
  },
  {
    id: 'temple-doorway',
    src: templeDoorway,
    ...size,
    alt: 'The open arched doorway of a terracotta temple at dusk, warm light spilling down the steps between two lanterns and potted palms.',
    title: 'An Open Door',
    description: 'Our temples across the Americas welcome all who come with a sincere heart.',
  },
  {
    id: 'yemoja-waves',
    src: yemojaWaves,
    ...size,
    alt: 'A full moon over a calm night sea, its silver path on the waves, with cowrie shells resting on the wet sand.',
    title: 'The Waters of Yemoja',
    description: 'The mother of the ocean teaches patience, depth and care.',
  },
  {
    id: 'forest-path',
    src: forestPath,
    ...size,
    alt: 'A sandy path winding through a misty forest towards soft golden light, ferns growing at its edges.',
    title: 'The Path Through the Forest',
    description: 'Spiritual growth is a journey taken one steady step at a time.',
  },
  {
    id: 'gathering-circle',
    src: gatheringCircle,
    ...size,
    alt: 'Silhouettes of people holding hands in a circle around a fire at dusk, a great tree against the evening sky.',
    title: 'Gathered as One Family',
    description: 'We learn, pray and celebrate together as a community.',
  },
  {
    id: 'drums-and-beads',
    src: drumsAndBeads,
    ...size,
    alt: 'Two carved wooden drums on an indigo cloth, with strands of coloured beads and cowrie shells on the table before them.',
    title: 'Rhythm and Remembrance',
    description: 'Drums and beads carry the teachings of the elders into the present.',
  },
];
