/**
 * Content collections of the site (docs/product/website.md §3). A content editor
 * changes the site by editing these files, never code; every field is documented here.
 */
import { defineCollection } from 'astro:content';
import { videoFrontmatterSchema } from '@wf/config/site-api';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { buildEnv } from './config.ts';

/** docs/product/website.md §3: video categories (the UI adds 'All' in front); kept with the video rules. */
export { VIDEO_CATEGORIES } from '@wf/config/site-api';

const link = z.object({
  /** Visible text of the link. */
  label: z.string(),
  /** Site path ('/signup') or absolute URL. */
  href: z.string(),
});

const temples = defineCollection({
  loader: glob({ pattern: '*.md', base: `${buildEnv.contentDir}/temples` }),
  schema: z.object({
    /** Place name, e.g. 'Los Angeles'; the page title is '{location} Temple'. */
    location: z.string(),
    /** Region shown on the index card, e.g. 'California, USA' or 'Caribbean'. */
    region: z.string(),
    /** Full postal address on one line; also the query of the maps link. */
    address: z.string(),
    /** Phone number in display form, e.g. '(323) 555-0142'. */
    phone: z.string(),
    /** The temple's own e-mail address. */
    email: z.email(),
    /** Opening hours, one display line each, e.g. 'Monday - Friday: 9:00 AM - 6:00 PM'. */
    hours: z.array(z.string()).min(1),
    /** Language of the hours lines: 'es' where day names are Spanish. */
    hoursLang: z.enum(['en', 'es']).default('en'),
    /** Position on the temples index, 1 first. */
    order: z.number().int(),
  }),
});

/**
 * Every collection is read from `WF_CONTENT_DIR` (the service's CONTENT_DIR, set when it
 * republishes after an admin adds a video; the end-to-end tests build from a copy), else ./content.
 */
const videosBase = `${buildEnv.contentDir}/videos`;

const videos = defineCollection({
  loader: glob({ pattern: '*.md', base: videosBase }),
  /**
   * The same rules the admin form and the service use (sdk/src/contract/video.ts), so a video
   * added from /admin/videos always builds. Fields: title, description, vimeoId (digits),
   * thumbnail (http(s) URL or site path), duration ('mm:ss' or 'h:mm:ss'), date, category,
   * isLocked (default true), isFeatured (default false); each is documented there.
   */
  schema: videoFrontmatterSchema,
});

const slides = defineCollection({
  loader: glob({ pattern: '*.md', base: `${buildEnv.contentDir}/slides` }),
  schema: ({ image }) =>
    z.object({
      /** Slug of the slide, e.g. 'dawn-offering'. */
      id: z.string(),
      /** Position in the carousel, 1 first. */
      order: z.number().int(),
      /** Image relative to the file, './images/{id}.jpg' (1600x900). */
      image: image(),
      /** Describes the image for screen readers. */
      alt: z.string(),
      /** Heading shown over the slide. */
      title: z.string(),
      /** One line shown under the slide's title. */
      description: z.string(),
    }),
});

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: `${buildEnv.contentDir}/legal` }),
  schema: z.object({
    /** Page heading and document title, e.g. 'Terms of Service'. */
    title: z.string(),
    /** Meta description of the page. */
    description: z.string(),
    /** Date of the last change, shown as 'Last updated'. */
    updated: z.coerce.date(),
  }),
});

/**
 * Guides for site builders: data-attributes.md is the page /developers/data-attributes. The
 * test-mode inspector links to its sections by their heading ids, so those headings keep their
 * texts (the page's build stops otherwise).
 */
const developers = defineCollection({
  loader: glob({ pattern: '*.md', base: `${buildEnv.contentDir}/developers` }),
  schema: z.object({
    /** Page heading and document title, e.g. 'Data attributes for site builders'. */
    title: z.string(),
    /** Meta description of the page. */
    description: z.string(),
    /** Lead paragraph under the heading. */
    intro: z.string(),
    /** Date of the last change, shown as 'Last updated'. */
    updated: z.coerce.date(),
    /** Heading of the table of contents. */
    contentsLabel: z.string().default('On this page'),
    /** Text before the date of the last change. */
    updatedLabel: z.string().default('Last updated'),
  }),
});

const settings = defineCollection({
  loader: glob({ pattern: 'settings.yaml', base: `${buildEnv.contentDir}/site` }),
  schema: z.object({
    /** Name of the community, used in the header wordmark and titles. */
    siteName: z.string(),
    /** Default meta description, for pages that do not set their own. */
    description: z.string(),
    /** Public contact address: footer line, contact page and contact form. */
    contactEmail: z.email(),
    /** Footer line before the contact address, e.g. 'Contact us:'. */
    contactLabel: z.string(),
    /** Copyright line; '{year}' is replaced by the year of the build. */
    copyright: z.string(),
    /** Header navigation, in order. */
    nav: z.array(link).min(1),
    /** The signed-out link in the header (replaced by the user menu for members). */
    login: link,
    /** Footer links (Terms, Privacy, Cookies). */
    footerLinks: z.array(link),
    /** docs/product/website.md §1: the one paid tier as advertised on the home and plan pages. */
    plan: z.object({
      /** Plan name shown on the card, e.g. 'MEMBERSHIP'. */
      name: z.string(),
      /** Price with currency sign, e.g. '$1.00'. */
      price: z.string(),
      /** Billing period after the price, e.g. '/month'. */
      period: z.string(),
      /** The four marketing features. */
      features: z.array(z.string()).min(1),
    }),
  }),
});

const feature = z.object({
  /** Short heading of the feature. */
  title: z.string(),
  /** One or two sentences. */
  description: z.string(),
  /** Decorative icon drawn beside the feature. */
  icon: z.enum(['video', 'id-card', 'calendar', 'people', 'book', 'star']).default('star'),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.yaml', base: `${buildEnv.contentDir}/site/pages` }),
  schema: z.object({
    /** Page name in the document title: '{title} · World Family'. */
    title: z.string(),
    /** Meta description (and Open Graph description) of the page. */
    description: z.string(),
    /** The page's one h1. */
    heading: z.string(),
    /** Lead paragraph under the heading. */
    intro: z.string().optional(),
    /** Main call to action of the page. */
    cta: link.optional(),
    /** Secondary call to action. */
    secondaryCta: link.optional(),
    /** Page-specific short texts (section headings, button labels), by key. */
    labels: z.record(z.string(), z.string()).default({}),
    /** Feature cards ('Why Join' on the home page, highlights on the plan page). */
    features: z.array(feature).optional(),
    /** Comparison table of the plan page. */
    comparison: z
      .object({
        /** Caption of the table (read by screen readers, shown above it). */
        caption: z.string(),
        /** Header of the first column (the compared aspect). */
        aspectHeader: z.string(),
        /** Headers of the compared plans, in column order. */
        plans: z.array(z.string()).min(2),
        /** One row per aspect; a cell is text, or true/false for 'Included'/'Not included'. */
        rows: z.array(
          z.object({
            /** The compared aspect, e.g. 'Video access'. */
            aspect: z.string(),
            /** One cell per plan, in the order of `plans`. */
            values: z.array(z.union([z.string(), z.boolean()])),
          }),
        ),
      })
      .optional(),
    /** Questions and answers (the plan page's FAQ). */
    faq: z
      .array(
        z.object({
          /** The question, as the visitor would ask it. */
          question: z.string(),
          /** The answer, plain text. */
          answer: z.string(),
        }),
      )
      .optional(),
  }),
});

export const collections = { temples, videos, slides, legal, developers, settings, pages };
