/**
 * Usability guides: Fitts's law, Hick's law, consistency and standards, and first impressions. Tied to
 * UGH Score's tap-target, call-to-action, consistency and clarity measurements (V030, V031, V042,
 * V052–V058) and to the 3-second clarity test.
 */
import type { DesignPrinciple } from '../api-schemas';
import { CITATIONS as C } from './citations';

export const USABILITY_PRINCIPLES: DesignPrinciple[] = [
  {
    id: 'DP13',
    slug: 'fitts-law',
    name: "Fitts's Law and Target Size",
    category: 'usability',
    description:
      'The time to hit a target grows with its distance and shrinks with its size. Make frequent and important targets big and close, especially on touch screens.',
    overview:
      'In 1954 Paul Fitts showed that the time needed to move to a target is a logarithmic function of the ratio between its distance and its width. Decades of human-computer interaction research have confirmed the law for mice, trackpads, styluses and fingers. Its design message is simple: small, far-away targets are slow and error-prone. On touch screens, where the finger hides the target and lands with a systematic offset, size matters even more. When a page is captured from a URL, UGH Score measures every tap target on the phone layout and reports those smaller than 44×44 px.',
    detailedExplanation:
      'Fitts (1954) and Fitts and Peterson (1964) modelled movement time as MT = a + b·ID, where the index of difficulty ID grows with the logarithm of distance over width; MacKenzie (1992) established the Shannon formulation ID = log₂(D/W + 1) now standard in HCI, and Soukoreff and MacKenzie (2004) set out how to measure pointing performance consistently, the basis of the ISO 9241-9 evaluation method. The law explains familiar design rules: screen edges and corners are fast targets for a mouse (they are effectively infinitely deep), labels should be part of the clickable area, and primary buttons should be large and near where the user’s attention already is.\n\nTouch changes the numbers. Parhi, Karlson and Bederson (2006) found that one-handed thumb use needs targets of roughly 9–10 mm for low error rates. Henze, Rukzio and Boll (2011) analysed over one hundred million taps collected from a mobile game and showed error rates climbing steeply as targets shrink, with systematic offsets that depend on position. Holz and Baudisch (2010) explained much of the inaccuracy as a systematic offset between where people believe they touch and where the device registers the touch. Platform guidance encodes this: Apple’s Human Interface Guidelines ask for at least 44×44 points, Material Design for 48×48 dp, and WCAG 2.2 adds Success Criterion 2.5.8 Target Size (Minimum) at level AA: at least 24×24 CSS px, or enough spacing around smaller targets.\n\nUGH Score reads the tap targets of the captured 428 px phone layout. Any target under 44×44 px is V058 Fat Finger Trap; more than three is V057 Thumb Torture, which counts against the Layout & Spacing sub-score. Padding counts towards the target: a 16 px icon inside a 44 px button is fine, a 16 px bare link is not.',
    keyPoints: [
      'Movement time rises with distance and falls with target width: ID = log₂(D/W + 1).',
      'Touch targets at least 44×44 px (Apple 44 pt, Material 48 dp); WCAG 2.2 SC 2.5.8 sets 24×24 CSS px as the AA minimum.',
      'Make the whole row, card or label clickable, not just the icon or the word.',
      'Space small adjacent targets apart (8 px or more) to prevent mis-taps.',
      'Put frequent actions close to where the pointer or thumb already is; put destructive actions further away.',
      'UGH Score flags any phone tap target under 44×44 px (V058) and more than three as critical (V057).',
    ],
    applications: [
      {
        title: 'Mobile navigation and footers',
        description: 'Footer and inline text links are the most common undersized targets.',
        example:
          'Footer links given 12 px vertical padding (44 px rows) and stacked in one column on phones.',
      },
      {
        title: 'Form controls',
        description: 'Checkboxes and radio buttons are tiny by default.',
        example: 'The label is wrapped around the input so the whole 48 px row toggles it.',
      },
      {
        title: 'Icon buttons in toolbars',
        description: 'A 20 px icon looks tidy but is hard to hit.',
        example: 'Icons stay 20 px visually inside a 44×44 px button with a visible focus and hover area.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Text links in running copy as the only way to reach important pages on mobile.',
        consequence: 'Mis-taps and zooming; V058/V057 in the roast.',
        solution: 'Offer important destinations as full-size buttons or list items as well.',
      },
      {
        mistake: 'Close (×) buttons of 16–20 px in the corner of dialogs and banners.',
        consequence: 'Users tap the content behind or fail to dismiss; frustration on every visit.',
        solution: 'Make the close button 44×44 px and also allow Escape and tapping outside.',
      },
      {
        mistake: 'Adjacent destructive and primary actions of the same size.',
        consequence: 'Costly errors ("Delete" tapped instead of "Save").',
        solution:
          'Separate them in space, make the destructive one secondary in style, and confirm or allow undo.',
      },
    ],
    tools: [
      {
        name: 'UGH Score URL capture',
        description:
          'Lists every tap target under 44×44 px on the 428 px phone layout, with its size and position.',
        type: 'automated analysis',
      },
      {
        name: 'Lighthouse',
        description:
          'Chrome’s audit tool; its accessibility and SEO audits flag tap targets that are too small or too close.',
        type: 'audit tool',
        url: 'https://developer.chrome.com/docs/lighthouse/overview/',
      },
      {
        name: 'axe DevTools',
        description: 'Accessibility checker that includes a rule for WCAG 2.2 target size.',
        type: 'audit tool',
        url: 'https://www.deque.com/axe/devtools/',
      },
    ],
    metrics: [
      {
        name: 'Tap target size',
        description: 'Width and height of each interactive element on the phone layout, including padding.',
        target: '≥ 44×44 px (platform guidance); ≥ 24×24 CSS px at minimum (WCAG 2.2 SC 2.5.8)',
        measurement: 'Bounding boxes of interactive elements during URL capture at 428 px width.',
      },
      {
        name: 'Undersized targets',
        description: 'Number of tap targets smaller than 44×44 px.',
        target: '0 (V058 above 0, V057 above 3)',
        measurement: 'Same capture.',
      },
      {
        name: 'Pointing throughput',
        description: 'Effective index of difficulty divided by movement time, in bits per second.',
        target: 'Compare designs; higher is better',
        measurement: 'Timed pointing tasks analysed per ISO 9241-9 and Soukoreff & MacKenzie (2004).',
      },
    ],
    citations: [
      C.fitts1954,
      C.fittsPeterson1964,
      C.mackenzie1992,
      C.soukoreff2004,
      C.iso9241_9,
      C.parhi2006,
      C.henze2011,
      C.holzBaudisch2010,
      C.understandingTargetSize,
      C.appleHig,
    ],
    enhancedContent: {
      additionalResearch:
        'Fitts’s original experiments (1954) used reciprocal tapping between metal plates; MacKenzie (1992) reviewed their application to computer pointing and proposed the Shannon formulation. Touch research refined the picture: Parhi et al. (2006) measured thumb target sizes, Holz and Baudisch (2010) modelled the perceived input point, and Henze et al. (2011) used a very large in-the-wild dataset to map touch error across the screen.',
      emergingTrends: [
        'WCAG 2.2 (2023) made target size a level AA requirement for the first time, so legal accessibility audits now check it.',
        'Bottom-anchored navigation and action sheets bring key targets into the thumb zone on large phones.',
        'Pointer media queries (pointer: coarse) let sites enlarge targets for touch without bloating desktop layouts.',
      ],
      practicalTips: [
        'Add padding, not font size, to enlarge targets: a 16 px link with 14 px vertical padding is 44 px tall.',
        'Use @media (pointer: coarse) to increase target spacing on touch devices.',
        'Extend the clickable area of cards to the whole card with a single link, keeping other controls inside accessible.',
        'Test with your thumb on a real phone, one-handed.',
      ],
      industryApplications: [
        {
          industry: 'E-commerce & Retail',
          application: 'Size and colour selectors.',
          example: 'Swatches enlarged from 24 px to 44 px circles with 8 px gaps; mis-selected sizes drop.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Dense toolbars on touch devices.',
          example: 'A web app switches its toolbar to 44 px buttons when pointer: coarse matches.',
        },
        {
          industry: 'Professional Services',
          application: 'Click-to-call and booking on phones.',
          example: 'A full-width "Call us" button instead of a phone number in 12 px footer text.',
        },
      ],
    },
  },
  {
    id: 'DP14',
    slug: 'hicks-law',
    name: "Hick's Law and Choice Overload",
    category: 'usability',
    description:
      'Every extra option adds decision time. Offer one clear primary action per screen and group or defer the rest.',
    overview:
      'Hick (1952) and Hyman (1953) found that choice reaction time grows with the logarithm of the number of equally likely alternatives, more precisely with the information they carry. Add working-memory limits (Miller’s famous "seven, plus or minus two", revised by Cowan to about four chunks) and the lesson for interfaces is clear: options compete, and the cost of each extra one is paid by every visitor. UGH Score counts call-to-action phrases in the first screen and flags both none and too many.',
    detailedExplanation:
      'The Hick–Hyman law is usually written RT = a + b·log₂(n + 1), where n is the number of equally likely choices; Hyman showed the underlying variable is information (bits), so unequal probabilities reduce the cost. Card, Moran and Newell built such regularities into their model of human information processing for interface design, and Raskin’s The Humane Interface applies them, with Fitts’s law, to quantify interface efficiency. The law applies best to choices among options the user already knows; when options must first be read, search time grows roughly linearly with their number, which makes the case for fewer, better-labelled options even stronger.\n\nMemory and load compound the effect. Miller (1956) documented the limited span of immediate memory, and Cowan (2001) argued the true capacity is around four chunks. Sweller’s cognitive load theory (1988) explains why extraneous information (options that do not serve the current goal) impairs performance on the task that matters. Choice overload has a consumer version too: Iyengar and Lepper (2000) found that shoppers offered 6 jams were far more likely to buy than shoppers offered 24. The effect is not universal: a meta-analysis by Scheibehenne, Greifeneder and Todd (2010) found the average effect across studies close to zero, with overload appearing under specific conditions such as unclear preferences and hard-to-compare options. The practical reading is not "always fewer" but "make the right choice easy".\n\nOn a landing page, choices are mostly calls to action. UGH Score reads them with OCR in the first screen: none at all is V030 Call to Inaction (the visitor has no next step), more than six is V031 Button Stampede. Good pages offer one primary action and perhaps one secondary, and put the rest in navigation or further down.',
    keyPoints: [
      'Decision time grows with the number and similarity of options: RT = a + b·log₂(n + 1).',
      'One primary action per screen, one secondary at most; the first screen with more than six is V031.',
      'Group options into a few meaningful categories and show the most common choice first or pre-selected.',
      'Use progressive disclosure: show advanced options when they are needed, not before.',
      'Fewer is not always better: too few options (no clear next step, V030) also fails. Make choices easy to compare.',
    ],
    applications: [
      {
        title: 'Pricing pages',
        description: 'Plans are the classic choice problem.',
        example:
          'Three plans with the recommended one highlighted, and a comparison table below for those who want detail.',
      },
      {
        title: 'Navigation menus',
        description: 'Mega menus with dozens of links slow everyone down.',
        example:
          'Top-level navigation cut from 11 items to 5 categories, with the rest reachable through search and category pages.',
      },
      {
        title: 'Onboarding',
        description: 'Asking for every preference at sign-up delays the first success.',
        example:
          'Sign-up asks for e-mail and password only; preferences are offered later in context with sensible defaults.',
      },
    ],
    commonMistakes: [
      {
        mistake:
          'A hero with "Start trial", "Book demo", "Watch video", "Read docs", "See pricing" and "Contact sales" side by side.',
        consequence: 'Visitors hesitate and often choose none; V031 Button Stampede.',
        solution: 'Pick the one action most visitors should take; offer one alternative as a text link.',
      },
      {
        mistake: 'No visible next step above the fold.',
        consequence: 'Visitors must work out what to do; V030 Call to Inaction.',
        solution: 'Add one verb-led button ("Start free trial", "Get a quote") in the first screen.',
      },
      {
        mistake: 'Long forms with every optional field visible.',
        consequence: 'Higher abandonment and errors; each field is a decision.',
        solution: 'Remove fields you do not need now; group the rest under "Add details (optional)".',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Counts call-to-action phrases in the first screen via OCR and reports none or too many.',
        type: 'automated analysis',
      },
      {
        name: 'Optimal Workshop',
        description: 'Card sorting and tree testing to group and label options the way users expect.',
        type: 'user research',
        url: 'https://www.optimalworkshop.com/',
      },
      {
        name: 'Maze',
        description:
          'Unmoderated usability tests measuring how quickly people find and choose the right option.',
        type: 'user research',
        url: 'https://maze.co/',
      },
    ],
    metrics: [
      {
        name: 'Calls to action in the first screen',
        description: 'Action phrases read by OCR above the fold.',
        target: '1–2 (0 is V030, more than 6 is V031)',
        measurement: 'OCR of the first viewport’s key text lines.',
      },
      {
        name: 'Top-level navigation items',
        description: 'Items in the primary navigation bar.',
        target: '≤ 7, ideally about 5',
        measurement: 'Count in the header at desktop width.',
      },
      {
        name: 'Time to first click',
        description: 'How long visitors take to choose their first action on the page.',
        target: 'Lower after simplification; compare variants',
        measurement: 'First-click testing or analytics.',
      },
    ],
    citations: [
      C.hick1952,
      C.hyman1953,
      C.cardMoranNewell1983,
      C.raskin2000,
      C.miller1956,
      C.cowan2001,
      C.sweller1988,
      C.iyengarLepper2000,
      C.scheibehenne2010,
      C.schwartz2004,
    ],
    enhancedContent: {
      additionalResearch:
        'Hick (1952) and Hyman (1953) established the information-theoretic relation between number of choices and reaction time. Iyengar and Lepper (2000) popularised choice overload with their jam study; Scheibehenne, Greifeneder and Todd (2010) then pooled many studies and found that the effect depends on conditions, which is why UGH Score flags only the extremes (no action, more than six) rather than a single "correct" number.',
      emergingTrends: [
        'Personalised defaults (the most likely plan, size or option pre-selected) reduce effective choice without removing options.',
        'Command palettes give power users direct access to many actions without showing them all at once.',
        'Conversational and search-first interfaces replace deep menus for large catalogues.',
      ],
      practicalTips: [
        'List every action on your first screen and rank them by how many visitors should take them; keep the top one or two.',
        'Highlight one recommended plan or option, and say why it is recommended.',
        'Use smart defaults and let people change them later.',
        'Move rarely used options into an overflow menu rather than deleting them.',
      ],
      industryApplications: [
        {
          industry: 'SaaS & Technology',
          application: 'Plan selection and trial sign-up.',
          example:
            'Three plans, the middle one marked "Most popular", with the trial button on every plan card.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Product filters and variants.',
          example: 'The five most used filters shown open; the remaining twenty behind "More filters".',
        },
        {
          industry: 'Professional Services',
          application: 'Service menus.',
          example: 'A firm groups 18 services into 4 client needs, each with one "Talk to an expert" action.',
        },
      ],
    },
  },
  {
    id: 'DP15',
    slug: 'consistency-and-standards',
    name: 'Consistency and Standards',
    category: 'usability',
    description:
      'The same thing should look and behave the same way everywhere, and follow the conventions visitors already know from other sites.',
    overview:
      '"Users should not have to wonder whether different words, situations, or actions mean the same thing" is how Nielsen phrased the consistency heuristic, one of the ten usability heuristics derived from his work with Molich. Shneiderman’s first golden rule is "strive for consistency", and ISO 9241-110 lists conformity with user expectations among its interaction principles. Consistency lets people transfer what they learned on one page to the next; following external standards lets them transfer what they learned elsewhere. UGH Score’s UI Consistency sub-score measures it from the pixels: palette, colourfulness and density drift between screenshots, and how many distinct block widths and font families a site uses.',
    detailedExplanation:
      'Two kinds of consistency matter. Internal consistency means the same component, colour, word and behaviour are reused for the same purpose across a product; external consistency means following platform and web conventions (logo top-left linking home, search top-right, underlined or clearly coloured links), which Roth and colleagues (2010) found users strongly expect, down to where common objects sit on a page. Krug’s "don’t make me think" rule, Cooper’s case for learnable interface idioms in About Face, and Norman’s discussion of conventions and standardisation say the same: conventions are learned once and then cost nothing, so breaking them must earn its price.\n\nConsistency is one of the heuristics in Nielsen and Molich’s heuristic evaluation (1990); Nielsen (1994) refined the set by analysing which heuristics explain the most usability problems, and Usability Engineering (1993) puts them in the context of an engineering process. Design systems are the modern mechanism: Frost’s Atomic Design and Kholmatova’s Design Systems describe building interfaces from shared, named components so that consistency is the default rather than a review finding.\n\nUGH Score sees inconsistency in screenshots. With several screenshots of one site, colourfulness differing by more than 18 (V053) or 35 (V052), one page more than twice as busy as another (V054 Density Whiplash), or more than 60 % of dominant colours appearing on only one page (V055 Palette Amnesia) show that pages do not look like one product. Within a page, more than 12 distinct block widths (V042) or 20 (V056) and, from a URL capture, more than two font families lower the UI Consistency sub-score.',
    keyPoints: [
      'One component per job, reused everywhere: the same button style always means the same kind of action.',
      'Keep words consistent too: if it is "Basket" on one page, it is not "Cart" on the next.',
      'Follow web conventions (logo links home, search top-right, visible link styling) unless there is a strong reason not to.',
      'Pages of one site should share palette, density and type; UGH Score flags drift between screenshots (V052–V055).',
      'Use a design system with shared tokens and components so consistency is built in, not policed.',
    ],
    applications: [
      {
        title: 'Component library',
        description: 'Buttons, inputs, cards and alerts defined once.',
        example:
          'A shared library where "Button / Primary" exists once; a lint rule forbids custom button styles in feature code.',
      },
      {
        title: 'Content style guide',
        description: 'Terminology and tone are part of consistency.',
        example:
          'A glossary fixes "sign in" (not "log in") and "workspace" (not "project") across product and marketing.',
      },
      {
        title: 'Campaign and landing pages',
        description: 'Pages built outside the main site often drift.',
        example:
          'Landing pages built from the same template and tokens; a multi-screenshot roast shows no palette drift.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Several button styles for the same action level.',
        consequence: 'Users cannot tell primary from secondary; the interface looks unfinished.',
        solution: 'Audit every button, merge to primary, secondary and tertiary styles.',
      },
      {
        mistake:
          'Unconventional placement of standard elements (navigation at the bottom on desktop, logo not linking home).',
        consequence: 'Visitors fail to find them, even if the design looks fresh.',
        solution:
          'Keep conventional positions for standard elements; innovate in content and presentation instead.',
      },
      {
        mistake: 'Each team styles its own section of the site.',
        consequence: 'The site looks like several products (V052–V055).',
        solution: 'Shared tokens and components, plus a review step for anything new.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast with several screenshots',
        description: 'Measures colourfulness, density and palette drift between 2–5 pages of the same site.',
        type: 'automated analysis',
      },
      {
        name: 'Storybook',
        description:
          'Catalogue and test UI components in isolation; the living inventory of a design system.',
        type: 'developer tool',
        url: 'https://storybook.js.org/',
      },
      {
        name: 'Heuristic evaluation',
        description:
          'Three to five evaluators review the interface against Nielsen’s heuristics, including consistency and standards.',
        type: 'inspection method',
      },
    ],
    metrics: [
      {
        name: 'Colourfulness drift',
        description: 'Difference in colourfulness between screenshots of one site.',
        target: '≤ 18 (V053 above, V052 above 35)',
        measurement: 'Hasler–Süsstrunk colourfulness of each screenshot.',
      },
      {
        name: 'Density drift',
        description: 'Ratio of edge densities between the busiest and calmest screenshot.',
        target: '≤ 2 (V054 above)',
        measurement: 'Contour density of each screenshot.',
      },
      {
        name: 'Palette drift',
        description: 'Share of dominant colours used on a single page only.',
        target: '≤ 60 % (V055 above)',
        measurement: 'Dominant palettes of each screenshot.',
      },
      {
        name: 'Component variants',
        description: 'Distinct styles per component type (e.g. button styles).',
        target: '≤ 3 per type',
        measurement: 'Component inventory or CSS audit.',
      },
    ],
    citations: [
      C.nielsenMolich1990,
      C.nielsen1994,
      C.nielsen1993,
      C.shneiderman1987,
      C.iso9241_110,
      C.roth2010,
      C.norman2013,
      C.krug2000,
      C.cooper1995,
      C.frost2016,
      C.kholmatova2017,
    ],
    enhancedContent: {
      additionalResearch:
        'Nielsen and Molich (1990) introduced heuristic evaluation; Nielsen (1994) analysed a large set of usability problems to derive the heuristics that explain most of them, consistency among them. Roth et al. (2010) measured where users expect common web objects and found strong, shared expectations, the empirical basis of external consistency. ISO 9241-110 (2020) lists conformity with user expectations among its seven interaction principles.',
      emergingTrends: [
        'Design tokens and component libraries shared across web, iOS and Android from one source.',
        'Automated visual regression tests catch accidental inconsistency before release.',
        'Linting for design-system usage (flagging hard-coded colours and sizes) in code review.',
      ],
      practicalTips: [
        'Screenshot every button, input and heading style on your site onto one board; inconsistencies become obvious.',
        'Write a one-page glossary of product terms and use it in UI copy.',
        'Roast two or three pages of your site together to see drift the way a visitor does.',
        'Treat a new component variant as a design-system change, not a one-off.',
      ],
      industryApplications: [
        {
          industry: 'SaaS & Technology',
          application: 'Marketing site, app and help centre as one product.',
          example:
            'All three use the same type scale and button styles, so the jump from "Start trial" to the app feels continuous.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Checkout that matches the shop.',
          example:
            'A third-party checkout themed with the shop’s tokens so customers do not suspect they left the site.',
        },
        {
          industry: 'Creative & Design',
          application: 'Consistent case-study template.',
          example:
            'Every case study shares one structure (challenge, approach, result) and layout, letting the work differ, not the navigation.',
        },
      ],
    },
  },
  {
    id: 'DP16',
    slug: 'first-impressions',
    name: 'First Impressions and Aesthetic Usability',
    category: 'usability',
    description:
      'Visitors judge a site’s appeal in a fraction of a second, and those judgements colour how usable and credible they believe it is.',
    overview:
      'Lindgaard and colleagues showed that people form reliable judgements of a web page’s visual appeal within 50 milliseconds. Tractinsky and colleagues, and earlier Kurosu and Kashimura, found that people rate more attractive interfaces as more usable. Fogg’s large credibility study found that the look of a site was the aspect people commented on most when judging whether to trust it. A first impression is therefore not cosmetic: it decides whether a visitor stays long enough to use the site. UGH Score’s 3-second clarity test rates the first screen on contrast, clutter, headline prominence, call to action, text coverage and colour.',
    detailedExplanation:
      'The speed of first impressions is well documented. Lindgaard et al. (2006) found that visual-appeal ratings after a 50 ms exposure agreed closely with ratings after longer viewing. Bar, Neta and Linz (2006) showed that some first impressions form in under 40 ms. Tuch et al. (2012) identified two drivers of these judgements for websites: low visual complexity and high prototypicality (looking like a typical site of its kind) both raised perceived beauty, even at very short exposures. Reinecke et al. (2013) predicted first-impression appeal from computed colourfulness and complexity, and Reinecke and Gajos (2014) showed that preferences vary across demographic groups.\n\nAppeal spills over into other judgements. Kurosu and Kashimura (1995) found that apparent usability correlated more with aesthetics than with inherent usability; Tractinsky, Katz and Ikar (2000) found that perceived aesthetics and perceived usability were linked before and after using a system. Fogg et al. (2003) asked over 2,500 people to assess website credibility and found that comments about design look were the most common, at 46.1 %. Lavie and Tractinsky (2004) distinguished classical aesthetics (clean, orderly) from expressive aesthetics (creative, original), and Moshagen and Thielsch (2010) measured four facets: simplicity, diversity, colourfulness and craftsmanship. None of this replaces real usability, defined by ISO 9241-11 as effectiveness, efficiency and satisfaction in a context of use; it means the first screen has to earn the chance to be used.\n\nUGH Score’s clarity test is computed from the first viewport only, as a weighted mean of six parts with relative weights: contrast percentile 0.25, clutter percentile 0.25, headline prominence 0.2 (focus when no text is found), call to action 0.15 (when OCR ran), text coverage 0.15 (open space when no text) and colour 0.1. A score of 7 or more is "clear", 4 to 7 "confusing", below 4 "wtf", and recommendations appear whenever it is below 6. Because it is computed from measurements calibrated against the top-500 sites, the same screenshot always gets the same verdict.',
    keyPoints: [
      'Visual appeal is judged in about 50 ms and those judgements are stable; the first screen is the whole first impression.',
      'Low visual complexity and a familiar, prototypical layout for the site’s category raise perceived beauty.',
      'Attractive interfaces are perceived as more usable and more credible, which buys patience for the real task.',
      'Moderate colourfulness, clear contrast, one headline and one action make a first screen read as "clear".',
      'Aesthetics support usability; they do not replace it (ISO 9241-11: effectiveness, efficiency, satisfaction).',
    ],
    applications: [
      {
        title: 'Five-second tests',
        description: 'Show the first screen briefly and ask what the site offers and what to do next.',
        example:
          'Eight of ten participants naming the product and the primary action is a pass; fewer means the hierarchy needs work.',
      },
      {
        title: 'Category prototypicality',
        description: 'Visitors expect a bank to look like a bank and a portfolio like a portfolio.',
        example:
          'A fintech start-up keeps conventional navigation and a calm palette while differentiating through illustration and tone.',
      },
      {
        title: 'Credibility signals',
        description: 'Polish, up-to-date content and visible contact details build trust.',
        example:
          'A services firm adds a clear address, named team photos and a consistent visual style; enquiries rise.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Overloading the first screen to "show everything we do".',
        consequence:
          'High complexity lowers appeal within a fraction of a second; clarity falls to "confusing" or "wtf", usually with V028 Where Do I Look? or V046 Small-Print Stampede in the roast.',
        solution: 'One message, one image, one action; move the catalogue of offerings below.',
      },
      {
        mistake: 'Radically unconventional layout for a conventional category.',
        consequence:
          'Low prototypicality lowers perceived beauty and makes visitors unsure how to use the site.',
        solution:
          'Innovate inside conventions: keep the expected structure, express the brand through content and detail.',
      },
      {
        mistake: 'Treating a good look as proof of usability.',
        consequence: 'Pretty pages that fail real tasks lose users after the first impression.',
        solution: 'Test tasks as well as impressions; measure completion and time, not only ratings.',
      },
    ],
    tools: [
      {
        name: 'UGH Score clarity test',
        description:
          'A 0–10 rating of the first screen from six measured components, with recommendations below 6.',
        type: 'automated analysis',
      },
      {
        name: 'Lyssna five-second test',
        description: 'Shows a design briefly to participants and records what they remember and expect.',
        type: 'user research',
        url: 'https://www.lyssna.com/',
      },
      {
        name: 'VisAWI questionnaire',
        description:
          'Moshagen and Thielsch’s Visual Aesthetics of Websites Inventory: simplicity, diversity, colourfulness, craftsmanship.',
        type: 'questionnaire',
      },
    ],
    metrics: [
      {
        name: 'Clarity score',
        description:
          'Weighted mean over the first screen with relative weights contrast 0.25, clutter 0.25, headline 0.2, call to action 0.15, text coverage 0.15 and colour 0.1 (normalised over the parts that could be measured).',
        target: '≥ 7 ("clear"); below 6 triggers recommendations',
        measurement: 'UGH Score clarity test on the first viewport.',
      },
      {
        name: 'Five-second recall',
        description: 'Share of test participants who can state what the site offers after five seconds.',
        target: '≥ 80 %',
        measurement: 'Unmoderated five-second test with 10–20 participants.',
      },
      {
        name: 'Perceived aesthetics',
        description: 'VisAWI score from visitors or test participants.',
        target: 'Above your category’s competitors',
        measurement: 'Questionnaire after brief exposure.',
      },
    ],
    citations: [
      C.lindgaard2006,
      C.bar2006,
      C.tuch2012,
      C.reinecke2013,
      C.kurosu1995,
      C.tractinsky2000,
      C.fogg2003,
      C.lavie2004,
      C.moshagen2010,
      C.iso9241_11,
    ],
    enhancedContent: {
      additionalResearch:
        'Lindgaard et al. (2006) ran three studies showing that 50 ms exposures yield visual-appeal ratings consistent with longer viewing. Tuch et al. (2012) separated complexity and prototypicality effects at very short exposure times. Fogg et al. (2003) remains the largest study of how ordinary users judge web credibility. Moshagen and Thielsch (2010) developed and validated the VisAWI questionnaire, a standard instrument for measuring perceived website aesthetics.',
      emergingTrends: [
        'Computational aesthetics models predicting first impressions from screenshots are used in early design reviews.',
        'Performance is part of the first impression: a first screen that renders late or shifts while loading loses the 50 ms judgement before it starts.',
        'Prototypicality shifts over time; periodic comparison with current category leaders keeps designs familiar without copying.',
      ],
      practicalTips: [
        'Judge your own homepage from a screenshot shown for one second, or ask someone else to.',
        'Compare your first screen with the five leading sites in your category: similar structure, distinct voice.',
        'Remove the weakest element of the first screen; first impressions are hurt more by the worst element than helped by the best.',
        'Roast the page and fix the clarity recommendations in order.',
      ],
      industryApplications: [
        {
          industry: 'Professional Services',
          application: 'Trust is decided by the first screen.',
          example:
            'A law firm’s hero shows a clear statement of practice, a real photo of the team and a single contact action.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Credibility at first glance.',
          example:
            'Consistent product photography and a clean header convey legitimacy before any reviews are read.',
        },
        {
          industry: 'Creative & Design',
          application: 'The portfolio itself is the first impression.',
          example: 'One strong project image and the studio’s name, rather than a grid of twenty thumbnails.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Product screenshots as proof.',
          example: 'A crisp, simplified product screenshot in the hero instead of an abstract illustration.',
        },
      ],
    },
  },
];
