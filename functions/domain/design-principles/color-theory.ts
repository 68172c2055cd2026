/**
 * Colour guides: palette and harmony, colourfulness and saturation, and colour roles. Tied to the
 * colour measurements of UGH Score (Hasler–Süsstrunk colourfulness, palette size, hue families, neon
 * share, colour clusters, palette drift: V001–V010, V053, V055, V065).
 */
import type { DesignPrinciple } from '../api-schemas';
import { CITATIONS as C } from './citations';

export const COLOR_THEORY_PRINCIPLES: DesignPrinciple[] = [
  {
    id: 'DP07',
    slug: 'color-theory',
    name: 'Colour Theory: Palette and Harmony',
    category: 'color-theory',
    description:
      'A small, related palette (a few neutrals, one brand hue, one accent) whose colours are chosen by hue, lightness and saturation together, so the page reads as one design.',
    overview:
      'Colour is relative: the same grey looks warm next to blue and cool next to orange, and two different colours can be made to look alike. Josef Albers built a whole course on that observation, Chevreul described it as simultaneous contrast in 1839, and Itten catalogued the contrasts designers can use on purpose. For a website, the practical consequence is that colours must be chosen as a system, not one at a time. UGH Score counts how many colours actually cover the screen, how many saturated hue families compete, how widely saturation varies and how many distinct colour clusters there are, and compares each with the Alexa top-500 sites.',
    detailedExplanation:
      'Munsell described colour in three perceptual dimensions: hue (which colour), value (how light) and chroma (how intense). Modern colour science, from the CIE’s colorimetry to Fairchild’s colour appearance models, refines those dimensions, but the design lesson is the same: a palette works when its colours differ deliberately along one or two dimensions and agree on the others. Itten’s seven contrasts (hue, light–dark, cold–warm, complementary, simultaneous, saturation and extension) are a vocabulary for those decisions; Albers’s exercises show that perceived colour depends on neighbours and on area, so a colour tested as a swatch can fail on the page.\n\nHarmony has been measured as well as theorised. Schloss and Palmer (2011) separated people’s preference for colour pairs from their judgement of harmony and found that pairs with similar hues tend to be judged more harmonious. Cartographers, who must encode information in colour, formalised palettes by purpose: Harrower and Brewer’s ColorBrewer offers sequential, diverging and qualitative schemes, which translate directly to charts and status colours on websites.\n\nUGH Score looks at the palette the screenshot actually shows. More than 30 colours each covering at least 0.5 % of the screen is V004 Crayon Box Explosion; more than three saturated hue families each covering 1 % or more is V006 Hue Brawl; a saturation standard deviation above 0.36 (washed-out and screaming colours side by side) is V007 Saturation Roulette; more than 700 dynamic colour clusters (Miniukovich & De Angeli) is V008 Colour Confetti, and more than 25 000 distinct RGB values covering 5+ pixels each is V010. The usual cure is a palette of about five roles (primary, accent, and two or three neutrals) with tints and shades derived from them.',
    keyPoints: [
      'Build the palette from roles: background and surface neutrals, text neutrals, one brand colour, one accent for actions, plus status colours.',
      'Vary lightness to create steps and hierarchy; vary hue sparingly, and keep saturation consistent within a role.',
      'Judge colours in context and at their real area: large areas need lower saturation than small accents (Itten’s contrast of extension).',
      'Derive tints and shades in a perceptual colour space (CIELAB, LCH or OKLCH) so equal steps look equal.',
      'UGH Score flags more than three saturated hue families (V006) and more than 30 dominant colours (V004).',
    ],
    applications: [
      {
        title: 'Brand palette for a website',
        description: 'Turn a logo colour into a usable system.',
        example:
          'Brand blue at 600 for buttons and links, 50–100 tints for backgrounds, 700–900 for hover and text on light; warm greys for text and borders; a single orange accent reserved for promotions.',
      },
      {
        title: 'Charts and dashboards',
        description:
          'Data colours follow the data: ordered values get a sequential scheme, categories a qualitative one.',
        example:
          'A revenue-by-month chart in one blue ramp from light to dark; product lines in a five-colour qualitative set from ColorBrewer.',
      },
      {
        title: 'Illustrations and photography',
        description: 'Imagery adds colours the palette did not plan for.',
        example:
          'Illustrations commissioned in the brand palette only; photos graded toward the palette’s temperature so they do not add a second colour scheme.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Choosing a new colour for each section or component.',
        consequence:
          'The page has no recognisable palette; palette size and hue families exceed the thresholds (V004, V006).',
        solution: 'Define roles once; new components reuse roles instead of adding colours.',
      },
      {
        mistake: 'Mixing pastels and fully saturated colours at random.',
        consequence: 'Saturation varies wildly (V007); the page looks assembled from different sources.',
        solution: 'Keep one saturation level per role: muted for surfaces, vivid only for the accent.',
      },
      {
        mistake: 'Picking colours from a colour wheel scheme without checking lightness.',
        consequence:
          'Complementary or triadic colours of similar lightness vibrate, and fail contrast when used for text.',
        solution: 'Check every pair in greyscale and against WCAG contrast before adopting a scheme.',
      },
    ],
    tools: [
      {
        name: 'Adobe Color',
        description:
          'Builds palettes from colour-harmony rules or images and checks them for colour-vision deficiencies.',
        type: 'palette tool',
        url: 'https://color.adobe.com/',
      },
      {
        name: 'ColorBrewer',
        description:
          'Sequential, diverging and qualitative colour schemes for maps and charts, with colour-blind-safe and print-friendly filters.',
        type: 'palette tool',
        url: 'https://colorbrewer2.org/',
      },
      {
        name: 'OKLCH colour picker',
        description:
          'Picks and converts colours in OKLCH, a perceptual space in which equal lightness steps look equal.',
        type: 'colour tool',
        url: 'https://oklch.com/',
      },
      {
        name: 'UGH Score roast',
        description:
          'Counts dominant colours, saturated hue families, colour clusters and saturation spread in your screenshots.',
        type: 'automated analysis',
      },
    ],
    metrics: [
      {
        name: 'Dominant palette size',
        description: 'Colours (4-bit-per-channel bins) that each cover at least 0.5 % of the screen.',
        target: '≤ 30, ideally 5–12 (V004 above 30)',
        measurement: 'Histogram of each screenshot’s pixels.',
      },
      {
        name: 'Saturated hue families',
        description: 'Distinct saturated hue families each covering 1 % or more of the screen.',
        target: '≤ 3, ideally 1–2 (V006 above 3)',
        measurement: 'HSV hue histogram of saturated pixels.',
      },
      {
        name: 'Saturation spread',
        description: 'Standard deviation of HSV saturation.',
        target: '≤ 0.36 (V007 above; about the top-500 95th percentile)',
        measurement: 'Pillow-compatible HSV conversion of every pixel.',
      },
      {
        name: 'Dynamic colour clusters',
        description: 'Colour clusters found by Miniukovich & De Angeli’s dynamic clustering (AIM m12).',
        target: '≤ 700 (V008 above)',
        measurement: 'Exact re-implementation of AIM’s algorithm.',
      },
    ],
    citations: [
      C.albers1963,
      C.itten1961,
      C.chevreul1839,
      C.munsell1905,
      C.fairchild2013,
      C.cie2004,
      C.schlossPalmer2011,
      C.harrowerBrewer2003,
      C.miniukovich2014,
    ],
    enhancedContent: {
      additionalResearch:
        'Albers’s Interaction of Color (1963) demonstrates through exercises that colour is perceived relationally, which is why palettes must be reviewed on real layouts. Itten (1961) systematised the contrasts available to a designer. Schloss and Palmer (2011) provide empirical data on pair preference and harmony, and Harrower and Brewer (2003) document ColorBrewer’s purpose-based schemes, which remain the reference for colour in data graphics.',
      emergingTrends: [
        'CSS Color Module Level 4 brings oklch() and lab() to browsers, so tints and shades can be computed perceptually in CSS.',
        'Palettes generated from a few source colours by algorithms (as in Material Design 3’s tonal palettes) replace hand-picked swatches.',
        'Wide-gamut (Display P3) colours allow more vivid accents; they need fallbacks and should not raise overall colourfulness.',
      ],
      practicalTips: [
        'Write the palette down as roles and tokens before designing screens.',
        'Make each tint ramp 9–11 steps with even lightness intervals, then use only a few of them.',
        'Limit saturated colour to about 10 % of the screen area; neutrals do the rest.',
        'Review the palette on the page in greyscale, in dark mode and with a colour-vision simulator.',
      ],
      industryApplications: [
        {
          industry: 'Creative & Design',
          application: 'A restrained interface palette lets portfolio work carry the colour.',
          example: 'Black, white and one grey for the interface; colour comes only from project images.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Status colours and charts must coexist with the brand colour.',
          example:
            'A blue brand, with success/warning/error colours adjusted to the same lightness so none overpowers the others.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Product colours vary endlessly; the interface should not add to them.',
          example:
            'A neutral interface palette with one accent for "Add to basket", so product photos do not clash with the chrome.',
        },
      ],
    },
  },
  {
    id: 'DP08',
    slug: 'colorfulness',
    name: 'Colourfulness and Saturation',
    category: 'color-theory',
    description:
      'How vivid a page looks overall shapes its first impression. Moderate colourfulness appeals most; neon floods and grey sludge both cost points.',
    overview:
      'Colourfulness is how intense the colour of a whole image appears. Hasler and Süsstrunk (2003) derived a simple metric from opponent colour channels that agrees closely with people’s ratings, and Reinecke and colleagues (2013) showed that colourfulness and visual complexity together predict first impressions of website appeal, with moderately colourful sites preferred. UGH Score computes the Hasler–Süsstrunk colourfulness of every screenshot exactly as the Aalto Interface Metrics do, places it among the Alexa top-500 sites (median 39), and also measures the share of fully saturated "neon" pixels and overall brightness.',
    detailedExplanation:
      'Hasler and Süsstrunk’s metric works on two opponent channels, rg = R − G and yb = ½(R + G) − B. Colourfulness M is the combined standard deviation of those channels plus 0.3 times their combined mean: M = σ_rgyb + 0.3·μ_rgyb. In their validation, people’s ratings fell into categories from "not colourful" (M near 0) through "moderately" (about 33) and "averagely" (about 45) to "extremely colourful" (about 109). The metric is cheap, deterministic and matches perception well enough to be used in image-quality research and in interface metrics such as AIM.\n\nFor websites, the relationship between colourfulness and appeal is not "more is better". Reinecke et al. (2013) modelled first impressions from computed colourfulness and complexity and found moderate colourfulness most appealing; Reinecke and Gajos (2014) found that these preferences vary with demographics such as age, education and country, which is a reason to calibrate against real sites rather than personal taste. Lindgaard et al. (2006) showed such impressions form within 50 ms, before any content is read. Colour emotion research (Ou et al. 2004) adds that saturated, warm colours read as active and heavy, muted ones as calm.\n\nUGH Score reports colourfulness above 70 (louder than about 90 % of the top 500) as V001 Rainbow Overdose, above 100 (past the statistical upper fence of about 96) as V002 Retina Scorcher, and below 8 (duller than about 95 %) as V003 Fifty Shades of Beige. More than 15 % of pixels at full saturation and brightness (HSV S and V above 0.9) is V005 Neon Sign Syndrome, and more than 40 % is V065 Strobe Palette, an accessibility concern for light-sensitive visitors. A mean brightness below 0.3 is V009 Dungeon Mode. The Color Usage sub-score penalises colourfulness above the 60th percentile more steeply than below the 30th, following the finding that moderate is best.',
    keyPoints: [
      'Aim for moderate colourfulness: the top-500 median is 39 (Hasler–Süsstrunk M); above 70 is flagged, above 100 is an outlier.',
      'Large areas carry most of the colourfulness: desaturate backgrounds and hero blocks first, keep vivid colour for small accents.',
      'Keep fully saturated, fully bright colour under 5 % of the screen; over 15 % is V005 Neon Sign Syndrome.',
      'Too little colour is a problem too: below 8, nothing guides the eye by colour (V003). One saturated accent fixes it.',
      'Dark designs need care: mean brightness under 0.3 (V009) plus low-contrast text is the classic unreadable dark theme.',
    ],
    applications: [
      {
        title: 'Toning down a loud landing page',
        description: 'A page with gradient backgrounds, coloured sections and neon buttons.',
        example:
          'Section backgrounds changed from saturated brand colours to 5–10 % tints; the button keeps full colour. Colourfulness falls from 84 to 41, the button becomes the focal point.',
      },
      {
        title: 'Adding life to a grey interface',
        description: 'Enterprise tools often end up entirely grey.',
        example:
          'Links, primary buttons and selection states take one saturated brand blue; colourfulness rises from 5 to about 15 without adding noise.',
      },
      {
        title: 'Dark mode',
        description: 'Dark themes amplify saturated colours and lower overall brightness.',
        example:
          'Brand colours shifted to lighter, less saturated variants on dark surfaces (#121212 rather than pure black), keeping text contrast at 4.5:1 or better.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Full-bleed saturated gradients behind the entire hero.',
        consequence:
          'Colourfulness shoots past 70–100 (V001/V002) and text over the gradient loses contrast.',
        solution: 'Use the gradient on a smaller element, or lower its saturation and lightness range.',
      },
      {
        mistake: 'Neon accents everywhere (badges, borders, icons, highlights).',
        consequence:
          'Neon share exceeds 15 % (V005); nothing is special and light-sensitive visitors are uncomfortable (V065).',
        solution: 'Reserve full-strength colour for the one action per screen; use tints for the rest.',
      },
      {
        mistake: 'A very dark theme with mid-grey text.',
        consequence: 'Low brightness (V009) plus low text contrast; the page looks like a loading error.',
        solution:
          'Lift surfaces slightly (e.g. #121212–#1E1E1E) and use near-white text at 87 % opacity or more.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Hasler–Süsstrunk colourfulness with its top-500 percentile, neon share, saturation and brightness for each screenshot.',
        type: 'automated analysis',
      },
      {
        name: 'Aalto Interface Metrics (AIM)',
        description:
          'Reference implementation of colourfulness and other colour metrics used in HCI research.',
        type: 'research tool',
        url: 'https://interfacemetrics.aalto.fi/',
      },
      {
        name: 'Adobe Color',
        description: 'Adjust a palette’s saturation and brightness together while keeping its harmony.',
        type: 'palette tool',
        url: 'https://color.adobe.com/',
      },
    ],
    metrics: [
      {
        name: 'Colourfulness (Hasler–Süsstrunk M)',
        description: 'σ_rgyb + 0.3·μ_rgyb over the opponent channels rg and yb.',
        target: '≈ 20–60 (top-500 median 39); flagged above 70 and below 8',
        measurement: 'Every pixel of each screenshot; matches AIM within 0.001.',
      },
      {
        name: 'Neon share',
        description: 'Fraction of pixels with HSV saturation and value both above 0.9.',
        target: '< 5 % (V005 above 15 %, V065 above 40 %)',
        measurement: 'HSV conversion of every pixel.',
      },
      {
        name: 'Mean brightness',
        description: 'Mean HSV value over the screenshot.',
        target: '≥ 0.3 (V009 below)',
        measurement: 'HSV conversion of every pixel.',
      },
    ],
    citations: [
      C.haslerSusstrunk2003,
      C.reinecke2013,
      C.reineckeGajos2014,
      C.lindgaard2006,
      C.ou2004,
      C.oulasvirta2018,
    ],
    enhancedContent: {
      additionalResearch:
        'Hasler and Süsstrunk (2003) validated their metric against observer ratings of natural images and reported a high correlation, which is why it became a standard in image-quality work and in AIM. Reinecke et al. (2013) and Reinecke and Gajos (2014) applied it to websites, showing both the overall preference for moderate colourfulness and how preferences shift across demographic groups. Ou et al. (2004) describe the emotional dimensions of single colours (activity, weight, heat) that saturation and lightness move.',
      emergingTrends: [
        'Brand refreshes increasingly pair one vivid signature colour with quiet neutrals, keeping overall colourfulness moderate while staying recognisable.',
        'Wide-gamut displays make more saturated colour possible; restraint matters more, not less.',
        'Operating-system "reduce transparency" and "increase contrast" settings are being honoured by more sites via CSS media queries.',
      ],
      practicalTips: [
        'Measure before and after: colourfulness is one number and moves predictably when large areas change.',
        'When a page is too loud, change the biggest coloured area first; recolouring small icons barely moves the metric.',
        'Keep one saturated colour for interaction so that colour means "you can act here".',
        'For dark themes, desaturate brand colours by roughly 20 % and lighten them so they do not glow.',
      ],
      industryApplications: [
        {
          industry: 'E-commerce & Retail',
          application: 'Sales events tempt sites into saturated banners everywhere.',
          example:
            'One vivid sale colour on price tags and a single banner, instead of turning the whole page red.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Marketing sites and product UIs share a brand but not the same colourfulness.',
          example:
            'A marketing hero with one brand gradient (M ≈ 50) and an application UI kept calm (M ≈ 15) with the same accent.',
        },
        {
          industry: 'Professional Services',
          application: 'Trust is signalled by calm, not by colour.',
          example:
            'A financial adviser’s site in navy, off-white and one muted gold accent, colourfulness around 25.',
        },
      ],
    },
  },
  {
    id: 'DP09',
    slug: 'color-roles',
    name: 'Colour Roles, Meaning and Consistency',
    category: 'color-theory',
    description:
      'Give every colour one job (brand, action, status, surface, text) and keep that job the same on every page, so colour becomes a language visitors learn.',
    overview:
      'Colour communicates only when it is used consistently. If blue means "link" on one page and "decoration" on another, visitors stop trusting it. Design systems therefore define colour roles: primary, secondary, surface, on-surface, error and so on, as Material Design 3 does. Colour also carries associations: research on colour and marketing links hues to brand personality, and ecological research explains why some colours are broadly liked. UGH Score checks consistency across the screenshots of one roast: colourfulness drift and palette drift between pages reveal sites that change their colour language from page to page.',
    detailedExplanation:
      'Roles first. A role-based palette separates what a colour is for from what it looks like: "primary" can change from blue to green in a rebrand without touching components. Material Design 3 defines paired roles (for example primary and on-primary), guaranteeing that text on a coloured surface has a designated, contrast-checked colour. Status colours (success, warning, error, information) are roles too, and should never be reused decoratively, or a red promotional banner will read as an error.\n\nMeaning second, and with care. Labrecque and Milne (2012) found that hue, saturation and value influence perceived brand personality (their title sums it up: exciting red, competent blue). Palmer and Schloss’s ecological valence theory (2010) explains average colour preferences by the objects people associate with colours: clear sky and water for blues, spoiled food for browns and olives. Elliot and Maier’s review (2014) cautions that colour effects depend strongly on context and that much of the field is still developing, so meaning should support a role, never replace a label. Colour must also not be the only carrier of meaning (WCAG 1.4.1), which the colour-blind-safe design guide covers.\n\nConsistency across pages is what UGH Score can see when a roast has several screenshots. Colourfulness differing by more than 18 between screenshots is V053 Mood Swings, by more than 35 V052 Multiple Personality Disorder, and more than 60 % of the dominant colours appearing on only one page is V055 Palette Amnesia. Colour differences between palette versions are best judged in a perceptual space; the CIEDE2000 difference formula (Sharma, Wu & Dalal 2005) is the standard tool for deciding whether two brand colours are "the same".',
    keyPoints: [
      'Define roles (primary, accent, surface, text, status) and paired "on" colours for text on each surface.',
      'One role per colour: the action colour is never decorative, the error colour never promotional.',
      'Keep the same palette on every page; UGH Score flags palette drift above 60 % (V055) and colourfulness swings above 18 (V053).',
      'Use colour associations to support a message, not to carry it; always pair colour with text or icons.',
      'Treat near-duplicate colours as bugs: below a CIEDE2000 difference of about 2, two colours are only distinguishable side by side, so merge them.',
    ],
    applications: [
      {
        title: 'Design tokens for colour',
        description: 'Components reference roles, themes assign values.',
        example:
          'color.action.primary, color.surface.raised and color.text.on-action tokens; a dark theme and a rebrand each change one token file.',
      },
      {
        title: 'Status and feedback',
        description: 'Success, warning and error colours appear in forms, toasts and tables.',
        example:
          'Error red used only for validation and destructive actions, always with an icon and message; promotions use the brand accent instead.',
      },
      {
        title: 'Multi-page consistency',
        description: 'Landing pages built by different teams drift apart.',
        example:
          'A marketing team’s campaign pages use the shared token set; a roast with the homepage and two campaign pages shows no palette drift.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Each page or campaign introduces its own colours.',
        consequence:
          'Visitors feel they left the site; UGH Score reports palette drift and colourfulness swings (V052–V055).',
        solution:
          'Campaigns choose from the existing palette roles; new colours go through the design system.',
      },
      {
        mistake: 'Using the link or button colour for headings and decoration.',
        consequence: 'Visitors click things that are not interactive and miss things that are.',
        solution: 'Reserve the action colour for interactive elements only.',
      },
      {
        mistake: 'Relying on colour symbolism alone ("red means stop").',
        consequence: 'Colour-blind visitors and different cultural readings miss the message.',
        solution: 'Pair status colours with text and icons; test the meaning with real users.',
      },
    ],
    tools: [
      {
        name: 'Material Theme Builder',
        description:
          'Generates Material Design 3 colour roles and tonal palettes from a source colour, for light and dark themes.',
        type: 'palette tool',
      },
      {
        name: 'Leonardo',
        description:
          'Adobe’s open-source tool for generating colour scales by target contrast ratio, for themeable role-based palettes.',
        type: 'palette tool',
        url: 'https://leonardocolor.io/',
      },
      {
        name: 'UGH Score roast with several screenshots',
        description:
          'Upload 2–5 pages of one site to measure colourfulness, palette and density drift between them.',
        type: 'automated analysis',
      },
    ],
    metrics: [
      {
        name: 'Palette drift',
        description: 'Share of dominant colours that appear on only one of the screenshots.',
        target: '≤ 60 %, ideally under 25 % (V055 above 60 %)',
        measurement: 'Dominant palettes of each screenshot in a multi-screenshot roast.',
      },
      {
        name: 'Colourfulness drift',
        description: 'Difference in Hasler–Süsstrunk colourfulness between screenshots of the same site.',
        target: '≤ 18 (V053 above, V052 above 35)',
        measurement: 'Colourfulness of each screenshot.',
      },
      {
        name: 'Near-duplicate colours',
        description: 'Pairs of palette colours that are perceptually indistinguishable.',
        target: 'None with ΔE2000 < 2',
        measurement: 'CIEDE2000 differences between the palette’s colours in CIELAB.',
      },
    ],
    citations: [
      C.material3,
      C.labrecqueMilne2012,
      C.palmerSchloss2010,
      C.elliotMaier2014,
      C.sharma2005,
      C.understandingUseOfColor,
    ],
    enhancedContent: {
      additionalResearch:
        'Labrecque and Milne (2012) studied colour and brand personality, linking hue, saturation and value to perceived traits. Palmer and Schloss (2010) measured colour preferences and explained them by the valence of objects associated with each colour. Elliot and Maier (2014) review the psychology of colour and stress context dependence. Sharma, Wu and Dalal (2005) give the implementation details of CIEDE2000, the standard perceptual colour-difference formula.',
      emergingTrends: [
        'Dynamic colour (Material You) derives an app’s roles from the user’s wallpaper, which only works if components reference roles rather than fixed colours.',
        'Contrast-based palette generation, where each step of a ramp is defined by its contrast ratio against the background instead of a fixed hex value.',
        'Brand guidelines shipped as machine-readable tokens alongside the PDF.',
      ],
      practicalTips: [
        'List every colour used in production CSS; most sites find dozens of near-duplicates to merge.',
        'Name colours by role, never by appearance ("action", not "blue-500") in component code.',
        'Test a rebrand by swapping one token file; anything that does not change has a hard-coded colour.',
        'Roast several pages of your site together to catch drift between teams.',
      ],
      industryApplications: [
        {
          industry: 'SaaS & Technology',
          application: 'Product and marketing sites share roles.',
          example:
            'The same primary action colour on the pricing page and in the app’s sign-up flow, so the next step always looks the same.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Seasonal campaigns without losing the brand.',
          example:
            'A holiday campaign swaps the accent token for a seasonal colour for six weeks while all other roles stay fixed.',
        },
        {
          industry: 'Professional Services',
          application: 'Practice-area microsites kept in one colour language.',
          example:
            'A firm stops giving each practice area its own colour and uses icons and headings to distinguish them instead.',
        },
      ],
    },
  },
];
