/**
 * Visual-hierarchy guides: what the eye finds first, and the UGH Score measurements that say whether a
 * page lets it (focus, headline ratio, calls to action, luminance spread, figure-ground, clutter).
 */
import type { DesignPrinciple } from '../api-schemas';
import { CITATIONS as C } from './citations';

export const VISUAL_HIERARCHY_PRINCIPLES: DesignPrinciple[] = [
  {
    id: 'DP01',
    slug: 'visual-hierarchy',
    name: 'Visual Hierarchy',
    category: 'visual-hierarchy',
    description:
      'Arrange size, contrast, colour and position so that a visitor sees the most important thing first, the second thing second, and never has to ask "where do I look?".',
    overview:
      'Visual hierarchy is the order in which a page is read before it is read. In the first second a visitor does not parse words; the visual system picks out whatever differs most from its surroundings (size, brightness, colour, isolation) and lands there. A page with hierarchy makes that landing spot the headline or the primary action. A page without it spreads attention evenly, so the visitor scans, hesitates and often leaves. UGH Score measures hierarchy directly: how unevenly detail is distributed over the first screen, how much larger the headline is than the body text, whether there is exactly one obvious call to action, and how much value contrast the first screen has.',
    detailedExplanation:
      'Attention is guided by a handful of pre-attentive features. Treisman and Gelade showed that a single distinctive feature (a red item among green ones) "pops out" in parallel, while a target defined by a combination of features must be searched for item by item. Wolfe’s Guided Search model adds that attention is steered by both bottom-up salience and top-down goals, and Wolfe and Horowitz’s review names the attributes that reliably guide it: colour, motion, orientation and size; and Itti, Koch and Niebur turned bottom-up salience into a computable map of colour, intensity and orientation contrast. For a web page this means the element that differs most in size, brightness or colour from its neighbours wins the first fixation, whether or not it deserves to.\n\nDesigning hierarchy is therefore deciding what should win and giving it the most distinctive features, while deliberately muting everything else. Size is the strongest and most reliable lever (a headline twice the body size or more), followed by value contrast (dark on light), colour (one saturated accent among neutrals), isolation (white space around the focal element) and position (top-left for left-to-right readers, as the eye-tracking work behind the F-pattern shows). Each extra element that uses the same levers dilutes the signal: three bright buttons are three competing focal points, not three times the emphasis.\n\nUGH Score looks at hierarchy from the pixels. The focus measure is the coefficient of variation of edge density over a 4×4 grid of the first screen: a low value (V028 Where Do I Look?, below 0.3) means detail is smeared evenly and nothing stands out. The headline ratio compares the tallest text line with the median line (V029 Headline in Hiding, under 1.5×). OCR finds call-to-action wording, so a first screen with none (V030 Call to Inaction) or with more than six competing (V031 Button Stampede) is reported. Luminance spread in the first screen (V011 Grey Fog, V012 Invisible Ink) tells whether anything is bright or dark enough to lead. When the page is captured from a URL, the heading outline (V032–V034) checks that the visual hierarchy is also the document’s structural one.',
    keyPoints: [
      'Decide the reading order first (usually: what this is, why it matters, what to do), then assign the strongest visual features to the first item only.',
      'Size is the most dependable lever: make the main headline at least twice the body text size; UGH Score flags a headline under 1.5× the median line (V029).',
      'One primary call to action per screen, visually distinct from everything else; secondary actions are quieter (outline or text buttons).',
      'Contrast in brightness leads the eye before colour does: a first screen with a luminance spread under 40 (median site: 74) has no clear leader (V011).',
      'White space around an element is emphasis too; crowding a focal element with neighbours cancels its size and colour.',
      'The visual order and the HTML heading order should match, so screen-reader users get the same hierarchy (one h1, no skipped levels).',
    ],
    applications: [
      {
        title: 'Landing-page hero',
        description:
          'The first screen has one job: say what the product is and offer the next step. Give the value proposition the largest type, one supporting sentence in body size, and one high-contrast button.',
        example:
          'A 56 px headline over 18 px body text (ratio 3.1×), a single filled "Start free trial" button in the brand colour, and the secondary "Watch demo" as a text link. UGH Score’s focus measure rises because the hero, not the navigation, holds the densest detail.',
      },
      {
        title: 'Product detail page',
        description:
          'Shoppers look for the product image, the price and the buy button. Everything else (reviews, specifications, shipping details) is secondary and should be visibly quieter.',
        example:
          'Price in 28 px semibold next to an "Add to basket" button that is the only saturated element on the page; specifications collapsed below under a plain heading.',
      },
      {
        title: 'Dashboard overview',
        description:
          'Dashboards tend to give every card the same weight. Rank the metrics: one headline number, a short row of secondary numbers, then detail tables.',
        example:
          'Monthly revenue in 40 px at top left, four 20 px KPIs beneath, and charts in muted colours; alerts use the single accent colour only when something needs action.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Everything is emphasised: bold, colour, capitals and badges on most elements.',
        consequence:
          'Emphasis is relative, so uniform emphasis is none at all; the eye wanders and the page reads as noisy. UGH Score’s focus drops and clutter rises (V028, V035).',
        solution:
          'Remove emphasis from everything, then add it back to the one or two elements that must be found first. Keep one accent colour for actions.',
      },
      {
        mistake: 'A headline barely larger than the body text.',
        consequence:
          'Nothing announces what the page is about; visitors read the navigation or an image caption first. Flagged as V029 Headline in Hiding.',
        solution:
          'Set the headline at least 2× the body size (for 16 px body text: 32–48 px) and give it room above and below.',
      },
      {
        mistake: 'Several equally loud calls to action in the first screen.',
        consequence:
          'Choice takes longer and the intended action competes with the others; more than six is reported as V031 Button Stampede.',
        solution:
          'Keep one primary and one secondary action per screen; move the rest below the fold or into menus.',
      },
      {
        mistake:
          'Styling text to look like headings without using heading elements (or skipping from h1 to h4).',
        consequence:
          'Screen-reader and search-engine users get a different, flatter structure than sighted visitors (V032–V034).',
        solution:
          'Use exactly one h1 and nest h2/h3 in order; style the elements rather than picking levels by their default size.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Reports the first screen’s focus (edge-density variation), headline ratio, call-to-action count and luminance spread, with the thresholds they are judged against.',
        type: 'automated analysis',
      },
      {
        name: 'Squint test (blur the screenshot)',
        description:
          'Blur a screenshot (e.g. an 8–10 px Gaussian blur in Figma or any image editor) and note what still stands out: that is your real hierarchy.',
        type: 'manual technique',
      },
      {
        name: 'Figma',
        description:
          'Design tool with layout grids, text styles and prototype links for testing alternative hierarchies side by side.',
        type: 'design tool',
        url: 'https://www.figma.com/',
      },
      {
        name: 'Lyssna five-second test',
        description:
          'Shows a design for five seconds and asks what people remember: a direct check of whether the intended focal point wins.',
        type: 'user research',
        url: 'https://www.lyssna.com/',
      },
    ],
    metrics: [
      {
        name: 'Headline ratio',
        description:
          'Height of the tallest text line in the first screen divided by the median text-line height.',
        target: '≥ 2× (UGH Score flags < 1.5×, V029)',
        measurement: 'Text lines found in the first viewport’s pixels, scaled to a 1280 px wide screen.',
      },
      {
        name: 'Focus (edge-density variation)',
        description:
          'Coefficient of variation of edge density across a 4×4 grid of the first screen; higher means detail is concentrated.',
        target: '≥ 0.3 (below is V028 Where Do I Look?)',
        measurement: 'Canny edge map of the first viewport, edge fraction per grid cell.',
      },
      {
        name: 'Calls to action in the first screen',
        description: 'Action phrases (sign up, buy, get started, contact…) read by OCR above the fold.',
        target: '1–2 (0 is V030, more than 6 is V031)',
        measurement: 'OCR of the first viewport’s key text lines.',
      },
      {
        name: 'First-screen luminance spread',
        description:
          'Standard deviation of BT.709 luma in the first screen: the value contrast available to build hierarchy.',
        target: '≥ 40 luma levels (top-500 median 74)',
        measurement: 'Pixel luminance of the first viewport, 0–255.',
      },
    ],
    citations: [
      C.treismanGelade1980,
      C.wolfe1994,
      C.wolfeHorowitz2004,
      C.itti1998,
      C.nielsen2006FPattern,
      C.buscher2009,
      C.lindgaard2006,
      C.arnheim1954,
      C.williams1994,
      C.lidwell2003,
    ],
    enhancedContent: {
      additionalResearch:
        'Eye-tracking work on web pages (Buscher, Cutrell & Morris 2009) found that where people look can be predicted from the visual and structural features of a page’s elements, which is what makes hierarchy designable rather than luck. Nielsen’s 2006 F-pattern observation (and Pernice’s 2017 follow-up) shows what happens when a page offers no hierarchy: readers fall back to scanning the top and left edges. Lindgaard et al. (2006) showed that visual appeal judgements formed in 50 ms agree closely with those made after longer viewing, so the first-screen hierarchy shapes the whole impression.',
      emergingTrends: [
        'Saliency models trained on UI screenshots are used to predict the first fixations of a design before any user test.',
        'Design systems encode hierarchy as tokens (display, headline, title, body, label) instead of ad-hoc font sizes, which makes a consistent ratio between levels enforceable.',
        'Dark-mode variants need their own hierarchy check: colours that lead on white often recede on near-black.',
      ],
      practicalTips: [
        'Write down the three things a visitor must notice, in order, before opening the design tool.',
        'Squint or blur: if two elements survive the blur equally, one of them has to lose emphasis.',
        'Give the primary action the only saturated fill on the screen; make secondary actions outline or text buttons.',
        'Check the heading outline with a browser extension or the capture report: the visual order and the h1–h3 order should tell the same story.',
      ],
      industryApplications: [
        {
          industry: 'SaaS & Technology',
          application: 'Lead with the outcome, not the feature list; one trial or demo action.',
          example:
            'A hero that reads "Close your books in two days" at 3× body size, a single "Start free trial" button, and logos of customers as quiet greyscale proof below.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Product image, price and buy button form the first-screen hierarchy.',
          example:
            'Promotional banners are reduced to a slim strip so they do not outrank the product the visitor searched for.',
        },
        {
          industry: 'Professional Services',
          application: 'One clear statement of who the firm helps and a single contact route.',
          example:
            'A law firm replaces a carousel of five slogans with one headline and a "Book a consultation" button.',
        },
        {
          industry: 'Creative & Design',
          application: 'Let the work be the focal point; the interface recedes.',
          example:
            'A portfolio uses a neutral grey interface and lets one large project image carry the first screen.',
        },
      ],
    },
  },
  {
    id: 'DP02',
    slug: 'figure-ground-contrast',
    name: 'Figure-Ground and Value Contrast',
    category: 'visual-hierarchy',
    description:
      'Content must separate clearly from its background: enough difference in lightness that text, controls and sections read as figures rather than fog.',
    overview:
      'Before people recognise what something is, they decide what is object and what is background. Edgar Rubin’s figure-ground studies (the familiar vase that is also two faces) showed that this split is automatic and that ambiguous contrast makes it unstable. On screens, the split depends mostly on value (lightness) contrast: the difference between how light the content and its surroundings are. UGH Score measures it three ways: the luminance spread of the whole page and of the first screen, and the figure-ground contrast metric of Miniukovich and De Angeli, which asks whether outlines survive strict edge thresholds or only appear at the faintest ones.',
    detailedExplanation:
      'The Gestalt psychologists (Rubin, then Koffka) described figure-ground organisation as the first step of seeing: the figure appears to have a shape and lie in front, the ground appears shapeless and continues behind. Wagemans and colleagues’ centenary review of Gestalt research confirms that the cues that decide which region becomes figure include contrast, enclosure, size and convexity. Ware’s work on perception for design adds the practical rule that luminance contrast, not hue, carries shape and detail: two colours of equal lightness form weak edges even if their hues differ strongly.\n\nOn a web page, weak figure-ground shows up as pale grey text on white, light cards on a slightly lighter page, hairline borders doing the work of spacing, or text laid over busy photographs. The page "looks soft" and readers have to work to find boundaries. Strong figure-ground does not mean harsh: it means each layer (page, section, card, text) differs from the one behind it by a clear step.\n\nUGH Score’s luminance spread is the standard deviation of BT.709 luma, the lightness channel defined by ITU-R BT.709. A first screen below 40 luma levels is flagged (V011 Grey Fog; below 20, V012 Invisible Ink), and a page-wide spread under 35 is V018 Monochrome Mush. The figure-ground metric (Miniukovich & De Angeli 2014, as implemented in Aalto Interface Metrics) runs edge detection at several thresholds; when most contours appear only at the weakest threshold the score rises, and above 0.75 the roast reports V013 Whisper-Quiet Edges. Text contrast itself is covered by the WCAG-based colour-contrast guide.',
    keyPoints: [
      'Figure-ground is decided mainly by lightness contrast; hue differences alone make weak edges.',
      'Build layers in clear value steps: page background, section, card, content. Each step should be visible when the screenshot is converted to greyscale.',
      'Prefer spacing and background shifts over hairline borders to separate groups; faint lines add edges without adding clarity.',
      'Text over images needs a scrim, a solid panel or a blurred, darkened area behind it.',
      'UGH Score flags a first screen with a luminance spread under 40 (top-500 median 74) and faint outlines (figure-ground contrast above 0.75).',
    ],
    applications: [
      {
        title: 'Cards on a tinted page',
        description: 'Cards separate from the page by a background step, not only by a 1 px border.',
        example:
          'Page background #F3F4F6, cards #FFFFFF with 24 px padding and a soft shadow; the greyscale screenshot still shows every card edge.',
      },
      {
        title: 'Hero text over photography',
        description:
          'Photographs contain every value from black to white, so text on them has no stable ground.',
        example:
          'A 60 % black gradient from the bottom of the hero image gives white headline text a consistent dark ground while keeping the photo visible above.',
      },
      {
        title: 'Alternating section backgrounds',
        description: 'Long pages read as one grey mass unless sections step in value.',
        example:
          'White, then a pale neutral, then a dark brand band for the final call to action: the luminance spread rises and each section reads as a unit.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Light grey text and light grey borders everywhere for a "clean" look.',
        consequence:
          'Low luminance spread (V011/V018) and faint outlines (V013): the page looks washed out and content blends into its background.',
        solution:
          'Darken text to #767676 or darker on white (4.5:1; #595959 gives 7:1), replace hairlines with spacing, and reserve borders for input fields.',
      },
      {
        mistake: 'Separating regions by hue only (a blue panel next to a green panel of the same lightness).',
        consequence: 'In greyscale, and to many colour-blind visitors, the regions merge into one.',
        solution: 'Make adjacent regions differ in lightness as well; check with a greyscale preview.',
      },
      {
        mistake: 'Text placed directly on busy photographs or patterns.',
        consequence: 'Parts of the text fall on light areas, parts on dark ones; no part reads reliably.',
        solution: 'Add a scrim or solid panel behind the text, or move the text beside the image.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Reports first-screen and page luminance spread and the figure-ground contrast metric against Alexa top-500 percentiles.',
        type: 'automated analysis',
      },
      {
        name: 'Aalto Interface Metrics (AIM)',
        description:
          'Research service that computes figure-ground contrast, luminance and colour metrics for a screenshot or URL.',
        type: 'research tool',
        url: 'https://interfacemetrics.aalto.fi/',
      },
      {
        name: 'Greyscale preview',
        description:
          'Desaturate the design (Figma, any image editor, or the operating system’s colour filters) to see value contrast without hue.',
        type: 'manual technique',
      },
    ],
    metrics: [
      {
        name: 'First-screen luminance spread',
        description: 'Standard deviation of BT.709 luma in the first viewport.',
        target: '≥ 40 luma levels (flagged below 40, critical below 20)',
        measurement: 'Pixel luma of the first screen, 0–255 scale.',
      },
      {
        name: 'Page luminance spread',
        description: 'The same measure over the whole screenshot.',
        target: '≥ 35 luma levels (V018 below)',
        measurement: 'Pixel luma of every screenshot, averaged over desktop shots.',
      },
      {
        name: 'Figure-ground contrast',
        description:
          'Share of contours that appear only at weak edge-detection thresholds (Miniukovich & De Angeli, AIM m5); lower is clearer.',
        target: '≤ 0.75 (V013 above)',
        measurement: 'Multi-threshold Canny edge detection, identical to AIM’s implementation.',
      },
    ],
    citations: [
      C.rubin1915,
      C.koffka1935,
      C.wagemans2012,
      C.ware2008,
      C.miniukovich2014,
      C.oulasvirta2018,
      C.ituBt709,
      C.canny1986,
    ],
    enhancedContent: {
      additionalResearch:
        'Miniukovich and De Angeli (2014, 2015) validated a set of computable complexity and aesthetics measures, including figure-ground contrast, against people’s ratings of real interfaces; Aalto Interface Metrics (Oulasvirta et al. 2018) made the same measures available as open-source code, which UGH Score reproduces bit for bit. Ware (2008) explains why luminance carries most shape information: the visual pathways that detect edges and form are largely colour-blind.',
      emergingTrends: [
        'Soft, low-contrast "neumorphic" surfaces are fading after accessibility criticism; layered surfaces with clear value steps (as in Material Design 3’s tonal surfaces) replace them.',
        'Automatic dark themes expose weak figure-ground: surfaces that differed by a shadow on white often merge on black unless elevation is expressed as lightness.',
        'Variable backgrounds (video heroes) increasingly ship with adaptive scrims that darken only where text sits.',
      ],
      practicalTips: [
        'Review every screen once in greyscale before colour review.',
        'Define surface colours as a small lightness ladder (for example 98 %, 95 %, 90 % L in a neutral hue) and do not add in-between values.',
        'If a border is the only thing separating two areas, try 16–24 px of space instead and remove the border.',
        'Put text over imagery only with a scrim whose opacity you have checked against the lightest part of the image.',
      ],
      industryApplications: [
        {
          industry: 'Creative & Design',
          application: 'Work imagery as figure, interface as quiet ground.',
          example: 'A studio site places captions on solid panels below images instead of on top of them.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Application chrome, panels and content areas in distinct value steps.',
          example: 'A sidebar one step darker than the canvas, and modal dialogs over a 40 % black overlay.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Product photos on a consistent light ground so products are the figures.',
          example: 'All packshots on the same #F5F5F5 ground, with price and button on white below.',
        },
      ],
    },
  },
  {
    id: 'DP03',
    slug: 'visual-clutter',
    name: 'Visual Clutter and Signal-to-Noise',
    category: 'visual-hierarchy',
    description:
      'Every border, icon, texture and colour competes for attention. Remove what carries no information so the important elements can stand out.',
    overview:
      'Clutter is not "a lot of content"; it is a display in which adding or finding one more item has become hard. Rosenholtz and colleagues defined it exactly that way and built measures of it (feature congestion and subband entropy) that predict how long people take to find things. Tufte’s data-ink ratio makes the same argument for graphics: ink that does not carry data is noise. ISO 9241-112 lists detectability and freedom from distraction among its principles for presenting information. UGH Score quantifies clutter with edge (contour) density, the busiest cell of the screen, contour congestion and, when supplied, feature congestion, and compares each with the Alexa top-500 sites.',
    detailedExplanation:
      'Rosenholtz, Li, Mansfield and Jin (2005) and Rosenholtz, Li and Nakano (2007) modelled clutter as feature congestion: the local variability of colour, orientation and luminance contrast. Where that variability is already high, a new element cannot be distinctive, so it will not pop out; search slows. Their subband-entropy measure captures the same idea as how little the image can be compressed. Van den Berg, Cornelissen and Roerdink (2009) linked clutter to visual crowding: items that sit too close together degrade each other’s recognition even when each is visible. Duncan and Humphreys (1989) showed that search becomes harder as targets resemble distractors and distractors differ from each other: exactly what a page full of mixed styles creates.\n\nMiniukovich and De Angeli (2014, 2015) translated this into interface measures computed from screenshots: contour density (the share of pixels on an edge), contour congestion (edges with close neighbours on all sides) and colour-cluster counts. Tuch et al. (2012) and Reinecke et al. (2013) found that perceived visual complexity strongly shapes first impressions of websites: highly complex pages are judged less appealing within a fraction of a second.\n\nUGH Score reports clutter in steps. Contour density above 0.06 is busier than about 90 % of the top 500 (V044 Pixel Avalanche); above 0.085, off the chart (V045 Visual Tinnitus). One cell of an 8×6 grid with more than 16 % edge pixels is a local hot spot (V047). Contour congestion above 0.75 (V048 Traffic Jam) means most lines have neighbours within 20 px. More than 90 separate visual blocks (V051) and, where measured, feature congestion above 6 (V035) or subband entropy above 3.8 (V049) complete the picture. The fix is almost always subtraction: fewer borders, icons, dividers, textures and colours.',
    keyPoints: [
      'Clutter is measured by how hard it is to find or add an item, not by item count alone.',
      'Every visual element costs attention; decoration that carries no information lowers the signal-to-noise ratio.',
      'Mixed styles (many colours, border styles, icon sets) raise feature congestion more than extra content does.',
      'Crowding: items closer than their own size to neighbours interfere with each other; give groups 20+ px of space.',
      'UGH Score compares contour density with the top-500 median of 0.04; above 0.06 is flagged, above 0.085 is critical.',
      'Fix by subtraction first: remove dividers, background textures and redundant icons before rearranging.',
    ],
    applications: [
      {
        title: 'Navigation and header',
        description: 'Headers accumulate utility links, badges and icons until they out-shout the content.',
        example:
          'A retailer cuts its header from 14 items to 6 and moves account, language and help into one menu; the densest-cell value of the first screen drops below 0.16.',
      },
      {
        title: 'Data tables',
        description: 'Full grid lines, zebra stripes and bold headers together make tables buzz.',
        example:
          'Remove vertical rules, keep a hairline under the header only, and right-align numbers: the data is the only texture left.',
      },
      {
        title: 'Feature sections',
        description:
          'Icon grids of 12 features with coloured circles, borders and shadows become a wall of noise.',
        example: 'Show three key features with one illustration each; the rest become a plain list.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Borders, shadows and background colours all used at once to separate the same cards.',
        consequence:
          'Triple the edges for the same grouping; contour density and congestion rise (V044, V048).',
        solution: 'Pick one separation device (space, tint or shadow) and apply it consistently.',
      },
      {
        mistake: 'Decorative background textures, patterns or noise.',
        consequence:
          'Edges everywhere, including behind text; subband entropy and feature congestion rise and text loses figure-ground.',
        solution: 'Use flat or very smooth gradients behind content; keep texture to areas without text.',
      },
      {
        mistake: 'Stacking promotions, badges and pop-ups in the first screen.',
        consequence: 'A local hot spot (V047) and competing focal points; the primary action disappears.',
        solution: 'One promotion at a time, placed where it does not compete with the main action.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Contour density, densest cell, contour congestion and block count with top-500 percentiles and the region of the busiest cell.',
        type: 'automated analysis',
      },
      {
        name: 'Aalto Interface Metrics (AIM)',
        description:
          'Computes visual clutter (feature congestion, subband entropy), contour density and congestion for screenshots.',
        type: 'research tool',
        url: 'https://interfacemetrics.aalto.fi/',
      },
      {
        name: 'Edge preview',
        description:
          'Run an edge-detect filter in an image editor over the screenshot: areas that turn white are where the clutter lives.',
        type: 'manual technique',
      },
    ],
    metrics: [
      {
        name: 'Contour density',
        description: 'Fraction of pixels on a Canny edge (Miniukovich & De Angeli, AIM m4).',
        target: '≈ 0.04 (top-500 median); flagged above 0.06, critical above 0.085',
        measurement: 'OpenCV-exact Canny edge detection on each screenshot.',
      },
      {
        name: 'Densest cell',
        description: 'Edge fraction in the busiest cell of an 8×6 grid.',
        target: '≤ 0.16 (V047 above)',
        measurement: 'Per-cell edge fraction of the Canny map.',
      },
      {
        name: 'Contour congestion',
        description:
          'Share of contour pixels with other contours within 20 px on all sides (van den Berg et al.; AIM m6).',
        target: '≤ 0.75 (V048 above)',
        measurement: 'Integer RGB-difference edge scan, identical to AIM.',
      },
      {
        name: 'Feature congestion',
        description:
          'Rosenholtz et al.’s clutter measure: local variability of colour, orientation and luminance contrast.',
        target: '≤ 6 (top-500 median 4.7; V035 above)',
        measurement:
          'Supplied by an external producer such as AIM; the offline engine does not compute it yet.',
      },
    ],
    citations: [
      C.rosenholtz2005,
      C.rosenholtz2007,
      C.vandenBerg2009,
      C.duncanHumphreys1989,
      C.miniukovich2015,
      C.tuch2012,
      C.reinecke2013,
      C.tufte1983,
      C.tufte1990,
      C.iso9241_112,
    ],
    enhancedContent: {
      additionalResearch:
        'Rosenholtz et al. (2007) compared feature congestion, subband entropy and edge density as clutter measures against people’s clutter judgements of real displays; edge density is the cheapest of the three and still informative, which is why UGH Score computes it on every roast. Reinecke et al. (2013) predicted first impressions of website appeal from computed colourfulness and visual complexity, with highly complex pages rated less appealing. Tufte (1983, 1990) gives the design-side argument: maximise the share of ink that carries information, and erase non-data ink.',
      emergingTrends: [
        'Design reviews increasingly include computed clutter scores next to heuristic checks, made possible by open tools such as AIM.',
        'Progressive disclosure (showing secondary controls on hover, focus or expand) keeps power-user features without permanent clutter, provided the hidden controls stay discoverable and keyboard-accessible.',
        'Cookie banners, chat widgets and promotional overlays are now the largest single source of first-screen clutter; consolidating them is a quick win.',
      ],
      practicalTips: [
        'Remove one category of decoration at a time (dividers, icons, shadows, textures) and keep the removal if nothing was lost.',
        'Use one icon set at one size and weight.',
        'Group related items and separate groups with space rather than lines.',
        'Check the busiest region UGH Score marks: it is usually a header, a footer link farm or a promotion block.',
      ],
      industryApplications: [
        {
          industry: 'E-commerce & Retail',
          application: 'Category pages with filters, badges and promotions.',
          example:
            'Badges limited to one per product tile ("Sale" or "New", never both), filters collapsed to the five most used.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Feature-rich application screens.',
          example:
            'Toolbars show the six most used actions; the rest move into an overflow menu with keyboard shortcuts.',
        },
        {
          industry: 'Professional Services',
          application: 'Footer and sidebar link farms.',
          example:
            'A consultancy trims a 60-link footer to four groups of five, halving the page’s bottom-area edge density.',
        },
      ],
    },
  },
];
