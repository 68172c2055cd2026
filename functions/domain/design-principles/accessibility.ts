/**
 * Accessibility guides: colour contrast (WCAG 2.2 SC 1.4.3 and 1.4.11), colour-blind-safe design
 * (SC 1.4.1) and semantic structure (SC 1.3.1, 1.1.1, ARIA). Tied to UGH Score's contrast estimates,
 * WCAG pair checks, heading outline, alt text and axe-core findings (V014–V017, V032–V034, V062–V064).
 */
import type { DesignPrinciple } from '../api-schemas';
import { CITATIONS as C } from './citations';

export const ACCESSIBILITY_PRINCIPLES: DesignPrinciple[] = [
  {
    id: 'DP17',
    slug: 'color-contrast',
    name: 'Colour Contrast (WCAG)',
    category: 'accessibility',
    description:
      'Text and interface elements need enough luminance contrast against their background to be read by everyone: 4.5:1 for body text, 3:1 for large text and controls.',
    overview:
      'Low-contrast text is the most common accessibility failure on the web: WebAIM’s annual scan of the top million home pages finds it on roughly four in five of them. WCAG 2.2 Success Criterion 1.4.3 requires a contrast ratio of at least 4.5:1 for normal text and 3:1 for large text, and SC 1.4.11 requires 3:1 for the visual boundaries of controls and meaningful graphics. These are not aesthetic preferences: they are calculated from relative luminance and protect people with low vision, older eyes, cheap screens and bright sunlight. UGH Score estimates text contrast from the pixels of every text line and, from a URL capture, checks every rendered text/background pair against WCAG AA.',
    detailedExplanation:
      'WCAG defines contrast from relative luminance, computed from sRGB values (the colour space standardised in IEC 61966-2-1): each channel is linearised, then L = 0.2126·R + 0.7152·G + 0.0722·B. The contrast ratio is (L₁ + 0.05) / (L₂ + 0.05), where L₁ is the lighter colour, giving a range from 1:1 (no contrast) to 21:1 (black on white). Level AA requires 4.5:1 for text and 3:1 for large text (at least 24 CSS px, or about 18.7 px bold); level AAA raises these to 7:1 and 4.5:1. On white, #767676 is the lightest grey that passes 4.5:1, and #595959 reaches 7:1. SC 1.4.11 adds 3:1 for input borders, focus indicators, icons that carry meaning and chart elements. W3C’s Understanding documents explain the thresholds: 4.5:1 compensates for the contrast-sensitivity loss typical of moderately low vision.\n\nResearch on screen reading supports the thresholds for everyone: Hall and Hanna (2004) found that text–background combinations with greater contrast were more readable, and Legge and Bigelow’s work shows that lower contrast raises the size at which reading slows. Contrast failures are also the easiest accessibility problems to find and fix, which is why they are a standard first step in audits against WCAG 2.2, EN 301 549 and the laws that reference them.\n\nUGH Score measures contrast twice. From the pixels, each detected text line’s contrast is estimated from its darkest and lightest pixels with the WCAG formula: a line under 3:1 is V014 Squint Test Failure, and more than a quarter of the text (by line width) under 4.5:1 is V015 Low-Contrast Chorus. From a URL capture, the computed colours of every text element are checked against WCAG AA (4.5:1, or 3:1 for large text): more than five failing pairs is V016 WCAG Who?, and any pair under 2:1 is V017 Contrast Crime Scene. Each finding lists the failing pair and its ratio so it can be fixed directly.',
    keyPoints: [
      'Body text ≥ 4.5:1 and large text (≥ 24 px, or ≥ 18.7 px bold) ≥ 3:1 against its background (WCAG 2.2 SC 1.4.3, AA).',
      'Input borders, focus indicators and meaningful icons ≥ 3:1 against adjacent colours (SC 1.4.11).',
      'On white, #767676 is the lightest passing grey for body text; prefer #595959 or darker for comfort.',
      'Placeholder text, disabled-looking labels and text on images are the usual failures; check them explicitly.',
      'Check every state: hover, focus, visited, disabled, and dark mode.',
      'UGH Score flags text under an estimated 3:1 (V014), over 25 % of text under 4.5:1 (V015), more than five failing pairs (V016) and anything under 2:1 (V017).',
    ],
    applications: [
      {
        title: 'Brand colours that are too light for text',
        description: 'Many brand palettes include a light accent that fails as text or button fill.',
        example:
          'A brand orange (#F28C28) gives 2.4:1 with white text; the button uses a darker shade (#B35900, 4.8:1) and the original orange stays for illustrations.',
      },
      {
        title: 'Secondary text',
        description: 'Captions, timestamps and helper text tend to be set in light grey.',
        example:
          'Helper text changed from #AAAAAA (2.3:1) to #6B6B6B (5.3:1) on white: still visibly secondary, now readable.',
      },
      {
        title: 'Form fields',
        description: 'Borders of inputs are often a pale grey that fails 3:1.',
        example: 'Input borders darkened to #8A8A8A (3.4:1 on white), with a 2 px brand-coloured focus ring.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Light grey body text for a "minimal" look.',
        consequence: 'Fails 4.5:1; readers with low vision or in sunlight cannot read it (V015, V016).',
        solution: 'Use a dark neutral for body text and express lightness through space and weight instead.',
      },
      {
        mistake: 'White text on mid-tone brand colours or photographs.',
        consequence: 'Ratios around 2–3:1; buttons and hero text become hard to read (V014, V017).',
        solution: 'Darken the fill, add a scrim behind text on images, or switch to dark text.',
      },
      {
        mistake: 'Checking contrast only in the default state.',
        consequence: 'Hover, disabled-looking and focus states fail unnoticed.',
        solution: 'Include every state and theme in the contrast audit; automate it in component tests.',
      },
    ],
    tools: [
      {
        name: 'WebAIM Contrast Checker',
        description:
          'Computes the WCAG contrast ratio of two colours and shows AA/AAA pass or fail for normal and large text.',
        type: 'contrast checker',
        url: 'https://webaim.org/resources/contrastchecker/',
      },
      {
        name: 'Colour Contrast Analyser (TPGi)',
        description:
          'Desktop app with an eyedropper to measure contrast anywhere on screen, including images and video.',
        type: 'contrast checker',
        url: 'https://www.tpgi.com/color-contrast-checker/',
      },
      {
        name: 'Stark',
        description: 'Contrast checking and colour-blindness simulation inside Figma and other design tools.',
        type: 'design plugin',
        url: 'https://www.getstark.co/',
      },
      {
        name: 'UGH Score URL capture',
        description:
          'Lists every rendered text/background pair below WCAG AA with its ratio, plus pixel-based contrast estimates for screenshots.',
        type: 'automated analysis',
      },
    ],
    metrics: [
      {
        name: 'Text contrast ratio',
        description: 'WCAG contrast ratio between text and its background.',
        target: '≥ 4.5:1 normal text, ≥ 3:1 large text (WCAG 2.2 SC 1.4.3); ≥ 7:1 for AAA',
        measurement:
          'Computed colours during URL capture; darkest vs lightest pixels of each text line in screenshots.',
      },
      {
        name: 'Non-text contrast',
        description:
          'Contrast of control boundaries, focus indicators and meaningful graphics against adjacent colours.',
        target: '≥ 3:1 (WCAG 2.2 SC 1.4.11)',
        measurement: 'Contrast checker on borders, icons and focus rings in each state.',
      },
      {
        name: 'Failing text pairs',
        description: 'Number of distinct text/background pairs below WCAG AA.',
        target: '0 (V016 above 5; V017 for any pair under 2:1)',
        measurement: 'URL capture of the rendered page.',
      },
      {
        name: 'Share of low-contrast text',
        description: 'Fraction of text, by line width, under an estimated 4.5:1.',
        target: '0 % (V015 above 25 %)',
        measurement: 'Pixel estimate per detected text line.',
      },
    ],
    citations: [
      C.wcag22,
      C.understandingContrast,
      C.understandingNonTextContrast,
      C.wcag21,
      C.iec61966,
      C.hallHanna2004,
      C.webaimMillion2024,
      C.leggeBigelow2011,
    ],
    enhancedContent: {
      additionalResearch:
        'The WCAG contrast formula rests on the sRGB standard (IEC 61966-2-1) for converting pixel values to luminance. W3C’s Understanding documents for SC 1.4.3 and 1.4.11 explain the derivation of the 4.5:1 and 3:1 thresholds. Hall and Hanna (2004) measured readability and preference for text–background colour combinations on web pages, and the WebAIM Million reports track contrast as the most prevalent detectable failure year after year.',
      emergingTrends: [
        'APCA (Accessible Perceptual Contrast Algorithm), under discussion for WCAG 3, accounts for polarity and font weight; WCAG 2.2 ratios remain the legal baseline.',
        'Design tools and component libraries increasingly check contrast automatically when colours are chosen.',
        'The European Accessibility Act (applicable from June 2025) makes WCAG-level contrast a legal requirement for many consumer services in the EU.',
      ],
      practicalTips: [
        'Define text colours as tokens that already pass on every surface they can appear on.',
        'Check brand colours before they become button fills: most light accents need a darker shade for text.',
        'Put contrast checks into component tests so a colour change cannot regress them.',
        'Use the capture report to fix failing pairs in order of how much text they cover.',
      ],
      industryApplications: [
        {
          industry: 'E-commerce & Retail',
          application: 'Prices, sale labels and buttons.',
          example:
            'A red sale price darkened from #FF4D4D (3.3:1) to #C62828 (5.6:1) on white; the label stays red and becomes readable.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Dashboards with muted secondary text and chart labels.',
          example:
            'Axis labels and table metadata moved to a neutral that passes 4.5:1; gridlines kept faint because they are decorative.',
        },
        {
          industry: 'Professional Services',
          application: 'Elegant serif text on cream backgrounds.',
          example:
            'Body text changed from mid-grey to near-black on #FAF7F0, keeping the warm palette and passing 7:1.',
        },
      ],
    },
  },
  {
    id: 'DP18',
    slug: 'color-blind-safe-design',
    name: 'Colour-Blind-Safe Design',
    category: 'accessibility',
    description:
      'Never let colour be the only way information is shown. Pair it with text, icons, patterns or position, and choose palettes that survive colour-vision deficiency.',
    overview:
      'About 8 % of men and around 0.5 % of women of European descent have a red–green colour-vision deficiency, according to Birch’s review of worldwide prevalence. For them, red and green status colours, coloured-only links and rainbow charts lose their meaning. WCAG 2.2 Success Criterion 1.4.1 (Use of Color, level A) requires that colour is not the only visual means of conveying information, indicating an action or distinguishing an element. Designing for this is cheap: add a second cue and choose colours that differ in lightness as well as hue.',
    detailedExplanation:
      'Most colour-vision deficiency is inherited and affects the long- or medium-wavelength cones (protan and deutan types), making reds, greens, oranges and browns hard to tell apart; tritan deficiencies (blue–yellow) are rare. Simulation models let designers see their work as affected users do: Brettel, Viénot and Mollon (1997) introduced a widely used method for dichromats, and Machado, Oliveira and Fernandes (2009) proposed a physiologically based model that also covers anomalous trichromacy and is used by common simulators.\n\nThe design rules follow from what survives. Lightness differences survive every type of deficiency, so colours that must be distinguished should differ in lightness, not only hue. Wong (2011) published a palette of eight colours distinguishable by people with common colour-vision deficiencies, and ColorBrewer (Harrower & Brewer 2003) marks which of its schemes are colour-blind safe. Above all, colour should be redundant: an error field has an icon and message as well as a red border; links in text are underlined or otherwise distinguishable beyond colour (W3C’s techniques accept a colour difference only with 3:1 contrast against surrounding text plus a non-colour cue on focus and hover); chart series carry direct labels or patterns.\n\nUGH Score does not simulate colour-vision deficiency yet. Its luminance measures are the closest proxy: a first screen with a luminance spread under 40 (V011) relies on hue alone to separate things, which is exactly what colour-blind visitors cannot see. The colour-contrast guide covers the WCAG ratios that also help here.',
    keyPoints: [
      'Colour must never be the only cue (WCAG 2.2 SC 1.4.1, level A): add text, icons, patterns, underlines or position.',
      'Red–green deficiency affects roughly 1 in 12 men of European descent; red/green status pairs are the most common failure.',
      'Make colours that must be told apart differ in lightness, not only hue; test in greyscale.',
      'Use colour-blind-safe palettes (Wong 2011, ColorBrewer’s safe schemes) for charts and status colours.',
      'Simulate protanopia, deuteranopia and tritanopia during design review.',
    ],
    applications: [
      {
        title: 'Form validation',
        description: 'Red borders alone do not tell everyone which field is wrong.',
        example:
          'Invalid fields get a red border, an error icon and a text message below, linked with aria-describedby.',
      },
      {
        title: 'Charts and status indicators',
        description: 'Green "up" and red "down" are indistinguishable to many users.',
        example:
          'Trend arrows (▲ ▼) and signed values (+4 %, −2 %) next to the colour; chart lines labelled directly at their ends.',
      },
      {
        title: 'Links in running text',
        description: 'Links coloured but not underlined are invisible to some readers.',
        example: 'Body links underlined by default; navigation links distinguished by position and shape.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Red/green traffic-light statuses with no labels.',
        consequence: 'Colour-blind users cannot tell success from failure.',
        solution: 'Add icons and text ("Passed", "Failed") and choose colours that also differ in lightness.',
      },
      {
        mistake: 'Legend-only charts with many similar hues.',
        consequence: 'Users cannot match series to the legend.',
        solution:
          'Label series directly, reduce the number of colours, use a colour-blind-safe qualitative scheme.',
      },
      {
        mistake: '"Required fields are shown in red".',
        consequence: 'Instruction depends on colour alone and fails SC 1.4.1.',
        solution:
          'Mark required fields with text ("required") or a symbol explained in the form’s introduction.',
      },
    ],
    tools: [
      {
        name: 'Coblis colour-blindness simulator',
        description: 'Upload an image to see it through simulations of common colour-vision deficiencies.',
        type: 'simulator',
        url: 'https://www.color-blindness.com/coblis-color-blindness-simulator/',
      },
      {
        name: 'Chrome DevTools vision-deficiency emulation',
        description:
          'The Rendering panel emulates protanopia, deuteranopia, tritanopia, achromatopsia and blurred vision on the live page.',
        type: 'developer tool',
      },
      {
        name: 'ColorBrewer',
        description: 'Chart colour schemes with a colour-blind-safe filter.',
        type: 'palette tool',
        url: 'https://colorbrewer2.org/',
      },
      {
        name: 'Stark',
        description: 'Colour-blindness simulation and contrast checks inside design tools.',
        type: 'design plugin',
        url: 'https://www.getstark.co/',
      },
    ],
    metrics: [
      {
        name: 'Colour-only cues',
        description:
          'Pieces of information conveyed by colour alone (status, required fields, links, chart series).',
        target: '0 (WCAG 2.2 SC 1.4.1)',
        measurement: 'Manual review of each screen in greyscale and with a deficiency simulator.',
      },
      {
        name: 'Lightness difference of paired status colours',
        description: 'Difference in CIELAB lightness (L*) between colours that must be distinguished.',
        target: 'Clearly visible in greyscale (as a rule of thumb, 20+ L* apart)',
        measurement: 'Convert both colours to CIELAB and compare L*.',
      },
      {
        name: 'First-screen luminance spread',
        description: 'How much the first screen relies on lightness rather than hue to separate elements.',
        target: '≥ 40 luma levels (V011 below)',
        measurement: 'UGH Score pixel measurement.',
      },
    ],
    citations: [
      C.understandingUseOfColor,
      C.birch2012,
      C.brettel1997,
      C.machado2009,
      C.wong2011,
      C.harrowerBrewer2003,
      C.ware2000,
    ],
    enhancedContent: {
      additionalResearch:
        'Birch (2012) reviewed population studies of red–green colour deficiency and found prevalence varies by ancestry, highest in people of European descent. Brettel et al. (1997) and Machado et al. (2009) are the standard simulation models. Ware (2000) explains the perceptual basis: luminance channels carry detail and shape, so lightness-based coding is robust when colour discrimination is impaired.',
      emergingTrends: [
        'Operating systems offer colour filters for colour-blind users; designs that rely on lightness work with and without them.',
        'Data-visualisation libraries increasingly default to colour-blind-safe palettes.',
        'Design-tool plugins run deficiency simulation continuously rather than as a final check.',
      ],
      practicalTips: [
        'Review each new screen once in greyscale: anything that disappears relies on hue alone.',
        'Prefer blue/orange over red/green for binary distinctions.',
        'Underline links in body text; it is the simplest fix for SC 1.4.1.',
        'Label chart series directly instead of relying on a legend.',
      ],
      industryApplications: [
        {
          industry: 'SaaS & Technology',
          application: 'Status pages and monitoring dashboards.',
          example:
            'Service states shown with icons and words ("Operational", "Degraded") as well as green and amber.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Colour swatches for products.',
          example:
            'Swatches carry the colour name on hover, focus and in the selected-state text ("Colour: Forest green").',
        },
        {
          industry: 'Professional Services',
          application: 'Reports and charts in client deliverables.',
          example:
            'A consultancy switches its chart template to a colour-blind-safe palette with direct labels.',
        },
      ],
    },
  },
  {
    id: 'DP19',
    slug: 'semantic-structure',
    name: 'Semantic Structure and Assistive Technology',
    category: 'accessibility',
    description:
      'What looks like a heading, a button or an image must be one in the code: a correct heading outline, text alternatives, labelled controls and valid ARIA.',
    overview:
      'Screen readers, voice control and search engines read the structure of a page, not its pixels. WCAG 2.2 Success Criterion 1.3.1 (Info and Relationships) requires that structure conveyed visually is also available programmatically, and SC 1.1.1 requires text alternatives for non-text content. When the visual hierarchy and the code disagree (a styled div instead of a heading, an image without alt, an icon button without a name), assistive-technology users get a different, broken page. When UGH Score captures a page from a URL, it checks the heading outline, images without alt text, and runs axe-core for automatically detectable WCAG violations.',
    detailedExplanation:
      'Semantic HTML is the foundation: headings (h1–h6) express the outline; lists, tables, landmarks (header, nav, main, footer) and form labels express relationships; buttons and links carry names, roles and states to assistive technology. Screen-reader users commonly navigate by headings and landmarks, so a page with no h1, several h1s or skipped levels is harder to skim for them in the same way that a page with no visual hierarchy is harder to skim by eye. WAI-ARIA 1.2 provides roles and properties for custom widgets where HTML has no equivalent; used wrongly, ARIA makes things worse, which is why W3C’s guidance on using ARIA says to prefer native HTML elements whenever one exists.\n\nText alternatives (SC 1.1.1) must describe the purpose of an image in context; decorative images get an empty alt="" so they are skipped. Horton and Quesenbery’s A Web for Everyone and Pickering’s Inclusive Design Patterns show how these requirements fit into ordinary design work rather than a final audit. Legal frameworks build on WCAG: EN 301 549 is the European standard referenced by public-sector and European Accessibility Act obligations, and the European Accessibility Act (Directive (EU) 2019/882) applies to many consumer services from June 2025.\n\nUGH Score’s capture reads the rendered heading order: skipped levels are V032 Heading Hopscotch, no h1 is V033 Headless Page and more than one h1 is V034 Too Many Kings. Images without alt attributes are V062 Alt-Text Amnesia. axe-core runs on the captured page: any critical violation is V063 Screen Reader Escape Room (unforgivable), and more than ten violations in total is V064 Accessibility Debt Collector. Automated tools find only part of all accessibility problems, so a clean report is the start of an audit, not the end.',
    keyPoints: [
      'One h1 per page, then h2 and h3 in order; never choose heading levels for their default size.',
      'Every meaningful image has alt text describing its purpose; decorative images have alt="".',
      'Every form control has a visible, programmatically associated label; icon buttons have an accessible name.',
      'Use native HTML elements first; add ARIA only for widgets HTML cannot express, and follow WAI-ARIA 1.2 patterns.',
      'Run automated checks (axe-core) on every release; UGH Score treats any critical violation as unforgivable (V063).',
      'Automated checks catch only part of the problems: test with a keyboard and a screen reader too.',
    ],
    applications: [
      {
        title: 'Page templates',
        description: 'Structure is decided once in templates and inherited everywhere.',
        example:
          'Templates provide header, nav, main and footer landmarks, exactly one h1 slot and a skip link to main content.',
      },
      {
        title: 'Image-heavy pages',
        description: 'Product and portfolio pages rely on images that carry meaning.',
        example:
          'Product images: alt="Navy wool coat, front view"; decorative background shapes: alt="" or CSS backgrounds.',
      },
      {
        title: 'Custom components',
        description:
          'Menus, tabs, dialogs and comboboxes built from divs need roles, states and keyboard support.',
        example:
          'A tabs component follows the ARIA tabs pattern: role="tablist", aria-selected, arrow-key navigation and focus management.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Headings chosen by size ("this h4 looks right here").',
        consequence: 'Skipped levels and a broken outline for screen-reader navigation (V032).',
        solution: 'Pick the level by position in the outline, then style it with classes.',
      },
      {
        mistake: 'Clickable divs and icon-only buttons without names.',
        consequence:
          'Not reachable by keyboard, announced as nothing or "button" only; critical axe findings (V063).',
        solution: 'Use <button> and <a>, and give icon buttons an aria-label or visually hidden text.',
      },
      {
        mistake: 'Alt text missing, or filled with file names ("IMG_2041.jpg").',
        consequence: 'Screen-reader users hear nothing or noise (V062).',
        solution: 'Write alt text for purpose; mark decorative images with alt="".',
      },
    ],
    tools: [
      {
        name: 'axe DevTools',
        description:
          'Deque’s browser extension built on the open-source axe-core engine, which UGH Score also runs during capture.',
        type: 'audit tool',
        url: 'https://www.deque.com/axe/devtools/',
      },
      {
        name: 'WAVE',
        description:
          'WebAIM’s evaluation tool showing structure, headings, alt text and errors overlaid on the page.',
        type: 'audit tool',
        url: 'https://wave.webaim.org/',
      },
      {
        name: 'NVDA',
        description:
          'Free, open-source screen reader for Windows, for testing what assistive-technology users actually hear.',
        type: 'screen reader',
        url: 'https://www.nvaccess.org/',
      },
      {
        name: 'Accessibility Insights',
        description: 'Microsoft’s tool with automated checks and a guided manual assessment against WCAG.',
        type: 'audit tool',
        url: 'https://accessibilityinsights.io/',
      },
    ],
    metrics: [
      {
        name: 'Heading outline',
        description: 'Number of h1 elements and skipped heading levels.',
        target: 'Exactly one h1, 0 skipped levels (V033, V034, V032)',
        measurement: 'Rendered heading order during URL capture.',
      },
      {
        name: 'Images without alt',
        description: 'img elements with no alt attribute.',
        target: '0 (V062 above 0)',
        measurement: 'DOM inspection during URL capture.',
      },
      {
        name: 'axe-core violations',
        description: 'Automatically detectable WCAG violations, by impact.',
        target: '0 critical (V063), ≤ 10 in total (V064 above), ideally 0',
        measurement: 'axe-core run on the captured page.',
      },
      {
        name: 'Keyboard completion',
        description: 'Key tasks completed with the keyboard alone, with visible focus throughout.',
        target: '100 % of key tasks',
        measurement: 'Manual keyboard test of each template.',
      },
    ],
    citations: [
      C.wcag22,
      C.understandingInfoRelationships,
      C.understandingNonTextContent,
      C.waiAria12,
      C.hortonQuesenbery2014,
      C.pickering2016,
      C.en301549,
      C.eaa2019,
      C.webaimMillion2024,
    ],
    enhancedContent: {
      additionalResearch:
        'The WebAIM Million reports find the same few error types (low-contrast text, missing alternative text, empty links and buttons, missing form labels, missing document language) behind the great majority of automatically detected failures on popular home pages, year after year. Horton and Quesenbery (2014) and Pickering (2016) describe how to design accessible structure from the start, and EN 301 549 maps WCAG into European procurement and legislation.',
      emergingTrends: [
        'The European Accessibility Act brings WCAG-based requirements to private-sector e-commerce, banking and transport services in the EU from June 2025.',
        'Accessibility checks run in continuous integration (axe-core in unit and end-to-end tests) so regressions fail the build.',
        'Design tools add annotation kits for headings, landmarks and focus order so structure is specified before development.',
      ],
      practicalTips: [
        'Navigate your page by headings with a screen reader or a headings extension: does the outline tell the story?',
        'Tab through every page: every interactive element reachable, focus always visible, order logical.',
        'Fix critical axe findings first, then serious ones; re-run after each release.',
        'Write alt text while choosing the image, not after publishing.',
      ],
      industryApplications: [
        {
          industry: 'E-commerce & Retail',
          application: 'Legal exposure and lost sales from inaccessible checkouts.',
          example:
            'A shop fixes unlabelled payment fields and icon-only buttons found by axe-core before the EAA deadline.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Accessible custom widgets in complex apps.',
          example:
            'A date picker rebuilt on the ARIA grid pattern with full keyboard support, verified with NVDA and VoiceOver.',
        },
        {
          industry: 'Professional Services',
          application: 'Documents and reports published on the web.',
          example:
            'Reports published as structured HTML with headings and table markup instead of scanned PDFs.',
        },
        {
          industry: 'Creative & Design',
          application: 'Image-led portfolios.',
          example:
            'Each project image has alt text describing the work, and captions are real text rather than baked into images.',
        },
      ],
    },
  },
];
