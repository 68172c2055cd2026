/**
 * Typography guides: readable text, a deliberate type scale, and text that can be scanned, tied to the
 * text-size, font, density and capitals measurements of UGH Score (V019–V027, V046, V059).
 */
import type { DesignPrinciple } from '../api-schemas';
import { CITATIONS as C } from './citations';

export const TYPOGRAPHY_PRINCIPLES: DesignPrinciple[] = [
  {
    id: 'DP04',
    slug: 'typography',
    name: 'Readable Typography',
    category: 'typography',
    description:
      'Body text people can read without effort: a sensible size, a comfortable line length, generous line spacing, sentence case and solid contrast.',
    overview:
      'Most of a website is text, and most typographic failures are not about choosing the "wrong" typeface but about size, measure (line length), leading (line spacing) and contrast. A century of legibility research, from Paterson and Tinker’s experiments to eye-tracking studies of screen reading, agrees on the basics: text has to be comfortably above the size at which reading slows, lines should be neither so long that the eye loses its place nor so short that it keeps jumping back, and running text should be set in lower case. UGH Score measures the size of the smallest text lines from the pixels (and the rendered font sizes when a URL is captured), on desktop and on the phone screenshot, and flags capitals and walls of text.',
    detailedExplanation:
      'Size. Legge and Bigelow’s review of vision science and typography shows that reading speed stays at its maximum only above a "critical print size", and that typical print sizes sit only modestly above it. Screens, viewing distances and imperfect eyesight eat that margin quickly, which is why web body text has settled at 16 CSS px and above. Rello, Pielot and Marcos (2016) measured online reading directly: larger font sizes significantly improved readability and comprehension, for readers with and without dyslexia, while line spacing mattered much less. UGH Score flags first-screen text lines under 9 px tall at 1280 px width (V019 Ant Font), rendered fonts under 11 px (V027 Microscopic Print) and, on phones, text lines under 13 CSS px (V059 Pocket Microfiche).\n\nMeasure and leading. Bringhurst recommends 45 to 75 characters per line for a single column, with 66 as a comfortable ideal, and Tinker’s experiments showed that line length, type size and leading interact: longer lines need more leading for the eye to find the start of the next line. Dyson’s review of screen-reading studies found that line length changes reading rate and comprehension in different ways, eye-tracking work by Beymer, Russell and Orton compared wide and narrow paragraphs and different font sizes on screen, and Ling and van Schaik studied how font type and line length affect searching and retrieving information on web pages. The practical reading: constrain paragraphs to roughly 60–75 characters (about 35–40 em) and set body leading around 1.4–1.6.\n\nCase and typeface. Running text in capitals is read more slowly than lower case, a consistent finding of the Paterson and Tinker studies: word shapes disappear and every letter is the same height. UGH Score reports when over 30 % of the words read by OCR are capitals (V023 CAPS LOCK CHAMPION). The choice between serif and sans-serif matters far less than folklore suggests: Arditi and Cho found serifs make little practical difference to legibility, so choose a typeface with a generous x-height, open counters and a complete set of weights, and spend the effort on size, spacing and contrast.',
    keyPoints: [
      'Body text at 16 CSS px or more on every device; captions and labels no smaller than 12 px.',
      'Line length 45–75 characters (about 66 is ideal); constrain text columns with max-width in ch or em.',
      'Line height around 1.4–1.6 for body text; more for long lines, less for large headings.',
      'Sentence case for running text; capitals only for short labels, with extra letter-spacing.',
      'Text contrast of at least 4.5:1 (WCAG 2.2 SC 1.4.3): typography and colour contrast are one problem.',
      'Support user text spacing: WCAG 2.2 SC 1.4.12 requires layouts to survive line height 1.5 and paragraph spacing 2× the font size.',
    ],
    applications: [
      {
        title: 'Long-form articles and documentation',
        description: 'Reading is the main task; typography should disappear.',
        example:
          'Body 18 px with line-height 1.6 in a column of max-width 68ch; headings at 1.25× steps; paragraphs separated by one line of space instead of indentation.',
      },
      {
        title: 'Mobile product pages',
        description:
          'Phone screens tempt designers to shrink text to fit more; readers zoom or leave instead.',
        example:
          'Description text stays at 16 px on a 390 px wide screen with 16–20 px side padding; secondary details move into expandable sections rather than smaller type.',
      },
      {
        title: 'Forms and interface labels',
        description: 'Labels are read once and must be unambiguous at a glance.',
        example:
          'Labels in 14–16 px sentence case above the field; placeholder text never used as the only label.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Tiny grey body text to make the design look elegant.',
        consequence:
          'Slower reading, zooming on mobile and contrast failures; flagged as V019/V027 and usually V015 too.',
        solution:
          'Body text 16 px or larger in a dark neutral (#333 or darker on white); use weight and space, not size reduction, for elegance.',
      },
      {
        mistake: 'Full-width paragraphs on wide screens (120+ characters per line).',
        consequence: 'Readers lose their place when returning to the next line and skim instead of reading.',
        solution:
          'Limit text containers to about 65–75ch and centre the column or use the spare width for a sidebar.',
      },
      {
        mistake: 'Headings, buttons and body copy all set in capitals.',
        consequence: 'Word shapes vanish, reading slows and the page reads as shouting (V023).',
        solution:
          'Sentence case for everything longer than a short label; if capitals are brand style, keep them to labels with +5–10 % letter-spacing.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Measures the smallest text lines on desktop and phone screenshots, the share of capitals, and (from a URL capture) every rendered font size.',
        type: 'automated analysis',
      },
      {
        name: 'Browser developer tools',
        description:
          'Computed styles show the actual font size, line height and width of any text element; device mode shows it at phone widths.',
        type: 'developer tool',
      },
      {
        name: 'Google Fonts',
        description:
          'Free web fonts with specimen pages showing x-height, weights and glyph coverage for comparison.',
        type: 'font library',
        url: 'https://fonts.google.com/',
      },
      {
        name: 'Wakamai Fondue',
        description:
          'Inspects a font file and lists its features, character set and variable axes before you commit to it.',
        type: 'font inspector',
        url: 'https://wakamaifondue.com/',
      },
    ],
    metrics: [
      {
        name: 'Body font size',
        description: 'Computed font size of paragraph text.',
        target: '≥ 16 CSS px; nothing below 12 px (UGH Score flags rendered text under 11 px, V027)',
        measurement: 'Rendered font sizes from a URL capture; text-line heights from pixels otherwise.',
      },
      {
        name: 'Line length',
        description: 'Characters per line of body text.',
        target: '45–75 characters (≈ 66 ideal, Bringhurst)',
        measurement: 'Count characters in a typical line, or check the container’s max-width in ch.',
      },
      {
        name: 'Line height',
        description: 'Leading of body text relative to the font size.',
        target: '1.4–1.6; layout survives 1.5 set by the user (WCAG 2.2 SC 1.4.12)',
        measurement: 'Computed line-height; test with a text-spacing bookmarklet or user stylesheet.',
      },
      {
        name: 'Share of capitals',
        description: 'Fraction of words set entirely in capitals among the words read by OCR.',
        target: '≤ 30 % (V023 above); ideally only short labels',
        measurement: 'OCR of the first screen’s key text lines.',
      },
    ],
    citations: [
      C.bringhurst1992,
      C.patersonTinker1940,
      C.tinker1963,
      C.leggeBigelow2011,
      C.rello2016,
      C.dyson2004,
      C.beymer2007,
      C.beymer2008,
      C.lingVanSchaik2006,
      C.arditiCho2005,
      C.bernard2002,
      C.understandingTextSpacing,
    ],
    enhancedContent: {
      additionalResearch:
        'Paterson and Tinker’s legibility programme (summarised in Tinker’s Legibility of Print, 1963) established that type size, line length and leading must be chosen together. Screen-era studies extended this: Bernard et al. (2002) compared popular online fonts at different sizes, Beymer, Russell and Orton (2007, 2008) used eye tracking to study paragraph width and font size on screen, and Rello et al. (2016) showed that larger text improves online readability and comprehension. Legge and Bigelow (2011) explain why: reading speed drops sharply below a critical print size, and small screens push text towards it.',
      emergingTrends: [
        'Fluid type with CSS clamp() scales body and headings smoothly between a minimum and a maximum instead of jumping at breakpoints.',
        'Variable fonts replace several weight files with one, making fine weight and optical-size adjustments cheap.',
        'Reading modes and user font-size preferences are becoming common; layouts built in rem and ch units follow them gracefully.',
      ],
      practicalTips: [
        'Set the root font size in CSS to 100 % and size everything in rem, so user preferences are respected.',
        'Put max-width: 68ch on text containers, not on the whole page.',
        'Test body text on a real phone at arm’s length before signing off a design.',
        'Replace capitals used for emphasis with weight or colour; keep capitals to labels of one or two words.',
      ],
      industryApplications: [
        {
          industry: 'Professional Services',
          application: 'Long explanatory pages (practice areas, case studies) must be comfortable to read.',
          example:
            'A firm raises body text from 14 px grey to 18 px near-black in a 65ch column; time on page increases because people read instead of skimming.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Documentation and help centres.',
          example:
            'Docs use 16–17 px body, 1.6 line height and code blocks at 14 px with horizontal scroll rather than shrinking.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Product descriptions and size guides on mobile.',
          example:
            'Size tables switch to a stacked layout at phone widths instead of shrinking to 10 px text.',
        },
      ],
    },
  },
  {
    id: 'DP05',
    slug: 'typographic-scale',
    name: 'Typographic Scale and Font Pairing',
    category: 'typography',
    description:
      'A small, deliberate set of type sizes in a consistent ratio, and at most two font families, so that size differences mean something.',
    overview:
      'When every text element gets its own size, size stops communicating rank. A typographic scale fixes a handful of sizes related by a ratio (for example 1.25 or 1.333) and assigns each a role: display, heading, subheading, body, caption. Typographers have used such scales since metal type, and Bringhurst describes the classic series of sizes that printers kept in their cases. Font families follow the same logic: one family for text and at most one for display gives personality without chaos. UGH Score counts distinct text sizes in the first screen, computed font sizes and rendered font families when a URL is captured, and the ratio between headline and body.',
    detailedExplanation:
      'A scale creates both hierarchy and consistency. Hierarchy, because neighbouring levels differ enough to be told apart at a glance (a ratio of 1.2 is subtle, 1.5 is dramatic); consistency, because the same role always looks the same. Bringhurst relates the proportions of the page to musical intervals, and many web type scales borrow those names (major third 1.25, perfect fourth 1.333, perfect fifth 1.5). Material Design 3 formalises a scale as tokens (display, headline, title, body, label, each in three sizes), so components cannot invent new sizes.\n\nFont families carry voice but also cost. Each family adds downloads, layout shifts while fonts load, and another set of letterforms the reader must adapt to. Spiekermann and Ginger’s practical guide and Lupton’s Thinking with Type both recommend building contrast within a well-made family (weights, italics, sizes) before adding another. Tschichold’s New Typography argued for the same economy: hierarchy through size, weight and space rather than ornament.\n\nUGH Score makes these checks measurable. More than six distinct text-line heights in the first screen is V020 Font Size Lottery; from a URL capture, more than eight computed font sizes is V026 Size Salad, more than three rendered families V024 Font Zoo, and more than five V025 Font Buffet. A headline under 1.5× the median text line (V029) means the top of the scale is missing. Consistency across pages is checked too: font families count towards the UI Consistency sub-score.',
    keyPoints: [
      'Choose a ratio (1.2–1.5) and derive 5–7 sizes from the body size; use no others.',
      'Assign roles, not sizes: "heading-2" is a token, 28 px is its current value.',
      'At most two families: one for text, optionally one for display. Use weights and italics for contrast within a family.',
      'Keep the number of distinct sizes in one screen to six or fewer (UGH Score flags more, V020).',
      'Pair typefaces that differ clearly (e.g. a serif display with a sans text face) or use one superfamily; near-identical pairs look like mistakes.',
    ],
    applications: [
      {
        title: 'Design-system type tokens',
        description: 'Encode the scale once and let components reference roles.',
        example:
          'Body 16 px; scale 1.25: 12.8, 16, 20, 25, 31.25, 39 px rounded to 13/16/20/25/31/39, exposed as tokens caption, body, title, h3, h2, h1.',
      },
      {
        title: 'Marketing site with a brand display face',
        description: 'Personality in headings, readability in text.',
        example:
          'A display serif for h1/h2 only, and a neutral sans for everything else; both loaded with font-display: swap and subset to the needed characters.',
      },
      {
        title: 'Fluid scale for responsive layouts',
        description: 'The ratio can shrink on phones, where space is scarce, and grow on large screens.',
        example:
          'A 1.2 ratio at 360 px width rising to 1.333 at 1440 px with CSS clamp(), keeping the same number of steps.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Sizes chosen per component (15, 17, 19, 22, 23 px…).',
        consequence:
          'Near-identical sizes look accidental; hierarchy blurs and the page looks unfinished (V020, V026).',
        solution: 'Map every existing size to the nearest scale step and delete the rest.',
      },
      {
        mistake: 'Four or more font families (one per section, plus icon fonts rendered as text).',
        consequence:
          'No typographic identity, extra downloads and layout shifts while fonts load (V024/V025).',
        solution: 'One text family and one display family at most; replace icon fonts with SVG icons.',
      },
      {
        mistake: 'Using bold, italic, colour, underline and size together for emphasis.',
        consequence: 'Emphasis inflation: every highlighted phrase competes and none stands out.',
        solution:
          'One emphasis device per level: weight for inline emphasis, size for hierarchy, colour for links.',
      },
    ],
    tools: [
      {
        name: 'Type Scale',
        description:
          'Previews a modular scale for a base size and ratio with your chosen font and exports CSS.',
        type: 'scale generator',
        url: 'https://typescale.com/',
      },
      {
        name: 'Modular Scale',
        description: 'Calculator for modular scales based on musical and geometric ratios.',
        type: 'scale generator',
        url: 'https://www.modularscale.com/',
      },
      {
        name: 'UGH Score roast',
        description:
          'Counts distinct text sizes in the first screen and, from a URL capture, the computed font sizes and rendered font families.',
        type: 'automated analysis',
      },
      {
        name: 'Figma text styles',
        description: 'Define the scale as shared text styles so designs cannot drift from it.',
        type: 'design tool',
        url: 'https://www.figma.com/',
      },
    ],
    metrics: [
      {
        name: 'Distinct text sizes in the first screen',
        description: 'Number of distinct text-line heights detected above the fold.',
        target: '≤ 6 (V020 above)',
        measurement: 'Text lines detected from the pixels of the first viewport.',
      },
      {
        name: 'Computed font sizes',
        description: 'Distinct font-size values rendered on the page.',
        target: '≤ 8, ideally 5–7 scale steps (V026 above 8)',
        measurement: 'Computed styles collected during URL capture.',
      },
      {
        name: 'Font families rendered',
        description: 'Distinct font families actually used to render text.',
        target: '≤ 2 (V024 above 3, V025 above 5)',
        measurement: 'Platform fonts reported by the browser during URL capture.',
      },
      {
        name: 'Scale ratio',
        description: 'Ratio between adjacent heading levels.',
        target: 'Constant, between 1.2 and 1.5',
        measurement: 'Divide each heading size by the next smaller one in the design tokens.',
      },
    ],
    citations: [
      C.bringhurst1992,
      C.lupton2004,
      C.tschichold1928,
      C.spiekermann1993,
      C.santaMaria2014,
      C.rutter2017,
      C.material3,
    ],
    enhancedContent: {
      additionalResearch:
        'Bringhurst (1992) presents the traditional typographic scale of sizes and discusses proportion in terms of musical intervals. Rutter (2017) and Santa Maria (2014) translate scales to responsive web typography with relative units, and Material Design 3 shows a production design system expressing its entire type hierarchy as a fixed set of tokens. Tschichold (1928) remains the classic argument for hierarchy built from size, weight and space alone.',
      emergingTrends: [
        'Fluid type scales whose ratio itself changes with viewport width, generated by tools and expressed with CSS clamp().',
        'Variable fonts with optical-size axes, letting one family serve captions and display sizes with appropriate letterforms.',
        'Design tokens shared between design tools and code (via formats such as the W3C design tokens community draft) so the scale cannot drift between Figma and production.',
      ],
      practicalTips: [
        'Start from the body size, not the headline: body text is most of the page.',
        'Round scale values to whole pixels (or quarter rems) for crisp rendering and simpler tokens.',
        'Audit an existing site by listing every computed font size; most sites find 15–25 and can collapse them to 6.',
        'Load at most four font files for a typical site (two weights of text, one display, one italic).',
      ],
      industryApplications: [
        {
          industry: 'Creative & Design',
          application: 'Expressive display type balanced by a calm text face.',
          example:
            'An agency uses a bold grotesque at 96 px for project titles, and a neutral text face at 18 px for case-study copy: two families, five sizes.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Dense product interfaces need a compact scale.',
          example:
            'A 1.2 ratio from 14 px (12/14/17/20/24) keeps tables and panels readable without oversized headings.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Prices, product names and promotions each get one fixed style.',
          example:
            'Prices always 20 px semibold, product names 16 px regular, sale labels 12 px capitals with letter-spacing.',
        },
      ],
    },
  },
  {
    id: 'DP06',
    slug: 'scannable-text',
    name: 'Scannable Text and Text Density',
    category: 'typography',
    description:
      'People scan before they read. Keep the first screen short, front-load meaning, and break text into headings, short paragraphs and lists.',
    overview:
      'Web visitors rarely read word for word. Nielsen’s log analysis estimated that people have time to read at most about 28 % of the words on an average page visit, and eye-tracking shows the F-shaped scanning that results when a page gives them nothing better to hold on to. Text written and set for scanning (meaningful headings, short paragraphs, bulleted lists, the key words first) is used far more effectively. UGH Score checks the first screen for text coverage and an estimated word count, and flags dense, small text above the fold.',
    detailedExplanation:
      'Morkes and Nielsen’s 1997 study compared versions of the same web content: concise text, scannable layout and objective language each improved measured usability, and combining all three improved it by 124 % in their study. Nielsen’s later analysis (2008) put numbers on skimming: on an average visit, users read at most about 28 % of the words, 20 % being more likely. Eye-movement research (Rayner 1998) explains why: reading proceeds in fixations of roughly a quarter of a second, and readers skip what looks predictable or irrelevant. Information-foraging theory (Pirolli & Card 1999) adds that people follow "information scent": they keep reading where cues suggest the answer is near and leave where they do not.\n\nThe F-pattern described by Nielsen in 2006, and revisited by Pernice in 2017, is not a design goal but a symptom: when text lacks visible structure, readers read the first lines, then only the starts of lines down the left edge. Headings that state the point, paragraphs that begin with their conclusion, and lists for parallel items give scanners better anchors. Redish’s Letting Go of the Words turns this into a writing practice: start from the reader’s question, put the answer first, cut everything else.\n\nIn a roast, text density is measured from the first screen. Text covering more than 35 % of it is V021 Wall of Text; more than an estimated 250 words is V022 Word Avalanche; first-screen contour density above 0.065 (usually small, tightly set text) is V046 Small-Print Stampede. The first screen should carry one headline, one or two sentences and the primary action; detail belongs further down, behind clear headings.',
    keyPoints: [
      'Assume scanning: people read a fraction of the words, so the words they do read must carry the message.',
      'Front-load: put the conclusion first in every heading, paragraph and link text.',
      'Break text into short paragraphs (2–4 sentences), meaningful subheadings and bulleted lists for parallel items.',
      'Keep the first screen short: under about 100 words; UGH Score flags more than 250 words (V022) or text covering over 35 % of the screen (V021).',
      'Make link and button text describe the destination ("See pricing"), never "click here".',
    ],
    applications: [
      {
        title: 'Homepage above the fold',
        description:
          'The first screen is read in seconds; it should answer "what is this and is it for me?".',
        example:
          'A 9-word headline, a 20-word supporting sentence and one button, replacing three paragraphs of company history that moved to the About page.',
      },
      {
        title: 'Feature or service pages',
        description: 'Visitors compare options and look for the one line that matters to them.',
        example:
          'Each feature gets a headline that states the benefit ("Invoices reconcile themselves"), one sentence, and a link to detail.',
      },
      {
        title: 'Help articles',
        description: 'Readers arrive with a question and scan for the answer.',
        example:
          'The answer in the first sentence, numbered steps for the procedure, and troubleshooting under its own subheading.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Dense introductory paragraphs in the hero.',
        consequence: 'Visitors skip the text entirely and miss the offer; flagged as V021/V022.',
        solution:
          'Cut the hero copy to one headline and one sentence; move the rest below the fold under a descriptive heading.',
      },
      {
        mistake: 'Clever or vague headings ("Innovation meets passion").',
        consequence:
          'Scanners get no information scent and leave; search engines get no useful headings either.',
        solution:
          'Write headings that would make sense in a table of contents and state a concrete benefit or topic.',
      },
      {
        mistake: 'Shrinking text to fit more of it above the fold.',
        consequence: 'Small, dense text raises first-screen density (V046) and is skipped even more.',
        solution: 'Keep text size and cut words instead; the fold is not a container to fill.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Estimates first-screen word count and text coverage and flags dense small text above the fold.',
        type: 'automated analysis',
      },
      {
        name: 'Hemingway Editor',
        description: 'Highlights long sentences, passive voice and hard-to-read passages in draft copy.',
        type: 'writing tool',
        url: 'https://hemingwayapp.com/',
      },
      {
        name: 'Hotjar',
        description: 'Scroll and click heatmaps show how far visitors read and what they act on.',
        type: 'analytics',
        url: 'https://www.hotjar.com/',
      },
    ],
    metrics: [
      {
        name: 'First-screen word count',
        description: 'Estimated words visible before the first scroll.',
        target: '≤ 100 ideally; UGH Score flags > 250 (V022)',
        measurement: 'Text lines detected in the first viewport, converted to an estimated word count.',
      },
      {
        name: 'Text coverage',
        description: 'Share of the first screen covered by text regions.',
        target: '≤ 20–35 % (V021 above 35 %)',
        measurement: 'Text regions found by run-length smoothing of the edge map (Wong, Casey & Wahl).',
      },
      {
        name: 'Paragraph length',
        description: 'Sentences per paragraph in body copy.',
        target: '2–4 sentences; one idea per paragraph',
        measurement: 'Editorial review or a readability tool.',
      },
    ],
    citations: [
      C.nielsen2008,
      C.morkesNielsen1997,
      C.nielsen2006FPattern,
      C.pernice2017,
      C.redish2007,
      C.rayner1998,
      C.pirolliCard1999,
      C.krug2000,
      C.wong1982,
    ],
    enhancedContent: {
      additionalResearch:
        'Morkes and Nielsen (1997) measured the combined effect of concise, scannable and objective writing as a 124 % usability improvement over promotional, unstructured text in their study. Pernice (2017) revisited the F-pattern with newer eye-tracking data and found it persists, including on mobile, whenever text lacks formatting cues, and described alternative patterns (layer-cake, spotted) that good structure encourages. Pirolli and Card’s information-foraging theory (1999) gives the cost–benefit model behind this behaviour.',
      emergingTrends: [
        'Answer-first content ("inverted pyramid") is reinforced by search engines and AI summaries that quote the first sentence of a section.',
        'Expandable sections (details/summary) keep long reference content available without lengthening the scan path, as long as headings remain visible.',
        'Plain-language requirements are spreading in public-sector and regulated industries.',
      ],
      practicalTips: [
        'Read only the headings of your page: if they tell the story, the page is scannable.',
        'Cut the first screen’s copy in half, then in half again, and check whether anything important was lost.',
        'Use bulleted lists for three or more parallel items, numbered lists for steps.',
        'Bold a few key phrases at most; bolding whole sentences cancels the effect.',
      ],
      industryApplications: [
        {
          industry: 'Professional Services',
          application: 'Service descriptions written as answers to client questions.',
          example:
            'An accountancy page headed "Do I need to register for VAT?" with the answer in the first line and details below.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Pricing and feature comparison pages.',
          example:
            'Each plan card lists at most five differentiating features; the full comparison sits in a table further down.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Product descriptions that sell in one line.',
          example:
            'A first line stating the key benefit and fit, followed by bulleted specifications instead of a paragraph.',
        },
      ],
    },
  },
];
