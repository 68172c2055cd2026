/**
 * Layout guides: grids and alignment, white space and grouping, and responsive layout. Tied to UGH
 * Score's block, alignment, white-space, density and mobile measurements (V036–V043, V050, V051,
 * V056, V060, V061).
 */
import type { DesignPrinciple } from '../api-schemas';
import { CITATIONS as C } from './citations';

export const LAYOUT_PRINCIPLES: DesignPrinciple[] = [
  {
    id: 'DP10',
    slug: 'grid-and-alignment',
    name: 'Grid Systems and Alignment',
    category: 'layout',
    description:
      'Place elements on a shared set of columns and edges so the page has visible order: fewer left edges, repeated widths, and nothing floating by accident.',
    overview:
      'A grid is a set of decisions made once: the columns, gutters and margins every element snaps to. Josef Müller-Brockmann’s Grid Systems in Graphic Design made the case that a grid gives a layout objectivity and coherence, and the web inherited it through 12-column frameworks and CSS Grid. Alignment is what makes the grid visible: when elements share edges, the eye connects them into lines and columns; when they almost share edges, the page looks careless. UGH Score finds the text lines and visual blocks of the first screen and checks whether neighbours line up (stacked elements on a shared left edge, right edge or centre; elements in a row on a shared top, bottom or centre), and counts the distinct block widths.',
    detailedExplanation:
      'Müller-Brockmann (1981) and Gerstner (1964) treated the grid as a system for making many layout decisions consistently, Gerstner calling it a "programme" rather than a fixed template. Hurlburt (1978) documented modular grids for publications, and Samara (2002) showed both how to build grids and when to break them deliberately. Vinh (2010) translated these principles to web design, where content changes and screens vary. Williams’s four basic principles (contrast, repetition, alignment, proximity) put alignment in plain terms: nothing should be placed arbitrarily; every element should have a visual connection with something else on the page.\n\nAlignment can also be measured. Ngo, Teo and Byrne (2003) proposed computable aesthetic measures of interfaces, including alignment-related ones such as regularity, sequence and order, and found they relate to people’s judgements. UGH Score follows that tradition: it segments the screenshot into visual blocks (run-length smoothing of the edge map, after Wong, Casey and Wahl), then pairs every text line and picture with its nearest neighbour below and beside it. Stacked neighbours should share a left edge, a right edge or a centre line, neighbours in a row a top, a bottom or a centre line (within 4 px). More than six pairs that line up with nothing is V040 Ragged Edges; if nearly a third of all neighbouring pairs line up with nothing, the roast reports V041 Drunk Grid. More than 12 distinct block widths is V042 Box Size Bingo, and more than 20 is V056 Widths of the Wild: components that do not share sizes.\n\nA grid does not require rigidity. It can have asymmetric columns, a baseline rhythm, and deliberate exceptions (a full-bleed image, an offset pull quote). What matters is that exceptions are few and obviously intended, so they read as emphasis rather than error.',
    keyPoints: [
      'Define columns, gutters and margins once (for example 12 columns, 24 px gutters, 1200 px max width) and snap all blocks to them.',
      'Line up neighbours: items stacked in a column share an edge or centre, items in a row share a top or baseline; UGH Score flags more than six ragged neighbours (V040).',
      'Repeat component widths: cards in a row share one width, forms share one field width (more than 12 distinct widths is V042).',
      'Align text on its baseline or cap height with neighbouring elements, not on its bounding box.',
      'Break the grid only on purpose and rarely; one deliberate exception reads as emphasis, many read as disorder.',
    ],
    applications: [
      {
        title: 'Marketing page sections',
        description: 'Sections built by different people drift onto different edges.',
        example:
          'All sections use the same 1200 px container and 12-column grid; text blocks span columns 1–6, images 7–12; the number of left edges drops from 19 to 5.',
      },
      {
        title: 'Card collections',
        description: 'Product or article cards of varying content length.',
        example:
          'CSS Grid with repeat(auto-fill, minmax(280px, 1fr)) gives every card the same width and aligns their tops; text is clamped to a fixed number of lines.',
      },
      {
        title: 'Forms',
        description: 'Labels, fields and buttons on one edge make forms faster to scan.',
        example:
          'Top-aligned labels, fields at a single width of 6 columns, and the submit button aligned with the fields’ left edge.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Centring some sections and left-aligning others.',
        consequence:
          'Text starts at many different positions; the reading path zigzags and neighbours stop lining up (V040).',
        solution:
          'Choose one alignment for running text (left, for left-to-right languages) and centre only short, isolated elements.',
      },
      {
        mistake: 'Nudging elements by a few pixels to make them "look right".',
        consequence: 'Near-alignments are read as mistakes and blocks align with nothing (V041).',
        solution: 'Fix the underlying spacing tokens or grid instead of one-off offsets.',
      },
      {
        mistake: 'Components with bespoke widths per page.',
        consequence: 'Box Size Bingo (V042/V056): pages look assembled rather than designed.',
        solution: 'Define widths as column spans and reuse them across pages.',
      },
    ],
    tools: [
      {
        name: 'Browser grid inspector',
        description: 'Firefox and Chrome developer tools overlay CSS Grid lines and gaps on the live page.',
        type: 'developer tool',
      },
      {
        name: 'Figma layout grids',
        description:
          'Column, row and baseline grids attached to frames, with auto-layout snapping components to them.',
        type: 'design tool',
        url: 'https://www.figma.com/',
      },
      {
        name: 'UGH Score roast',
        description:
          'Checks whether neighbouring elements share an edge or centre line, and counts distinct block widths, from the screenshot.',
        type: 'automated analysis',
      },
    ],
    metrics: [
      {
        name: 'Ragged neighbours',
        description: 'Neighbouring elements (stacked or side by side) that share no edge or centre line.',
        target: '0–3 per view; ≤ 6 (V040 above)',
        measurement:
          'Text lines and text-free visual blocks of the first screen (run-length-smoothed edges), each paired with its nearest neighbour below and beside it; 4 px tolerance.',
      },
      {
        name: 'Unaligned neighbours',
        description: 'Share of neighbouring pairs that share no edge or centre line.',
        target: '≤ 0.3, ideally under 0.1 (V041 above 0.3)',
        measurement: 'Same pairs.',
      },
      {
        name: 'Distinct block widths',
        description: 'Number of distinct block widths on the page.',
        target: '≤ 12 (V042), never above 20 (V056)',
        measurement: 'Same block segmentation.',
      },
    ],
    citations: [
      C.mullerBrockmann1981,
      C.gerstner1964,
      C.hurlburt1978,
      C.samara2002,
      C.vinh2010,
      C.williams1994,
      C.ngo2003,
      C.wong1982,
    ],
    enhancedContent: {
      additionalResearch:
        'Müller-Brockmann (1981) remains the standard reference for constructing modular grids; Gerstner (1964) introduced the idea of the grid as a programme that generates many layouts. Ngo, Teo and Byrne (2003) formalised measurable layout aesthetics (balance, symmetry, regularity, sequence and others), the basis of several automated layout metrics used today.',
      emergingTrends: [
        'CSS subgrid lets nested components align to the page grid, removing a major source of near-misses.',
        'Container queries let components adapt to their column span rather than the viewport, keeping them on the grid at every size.',
        'Design tools increasingly generate layout code from auto-layout constraints, so the grid in the design is the grid in production.',
      ],
      practicalTips: [
        'Turn on a column overlay during every design review.',
        'Use spacing tokens in multiples of 4 or 8 px so gaps fall on a shared rhythm.',
        'Count the left edges on your homepage’s first screen; more than six is worth questioning.',
        'When something looks slightly off, check alignment before changing colour or size.',
      ],
      industryApplications: [
        {
          industry: 'Creative & Design',
          application: 'Expressive, asymmetric layouts that are still gridded.',
          example:
            'A portfolio uses a 12-column grid with images spanning 7 or 5 columns alternately: dynamic, yet every edge lines up.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Product grids and filter sidebars.',
          example:
            'Filters span 3 columns, products 9, with every product tile the same width at each breakpoint.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Settings and form-heavy screens.',
          example:
            'All settings panels share one label column and one field column, so long pages scan as two clean lines.',
        },
      ],
    },
  },
  {
    id: 'DP11',
    slug: 'white-space',
    name: 'White Space and Grouping',
    category: 'layout',
    description:
      'Space is structure: what is close belongs together, what is apart is separate. Enough open space lets a page breathe and makes its groups obvious.',
    overview:
      'The Gestalt law of proximity, first set out by Max Wertheimer in 1923, says that elements near each other are seen as a group. Later work added common region (elements inside one boundary group together) and uniform connectedness. White space (negative space) is therefore not wasted area: it is how a page says which things belong together and which do not, and it gives important elements the isolation that makes them stand out. UGH Score measures open space as the share of the screen that is at least 8 px from any contour, on the whole page, the first screen and the phone screenshot, and counts separate visual blocks.',
    detailedExplanation:
      'Wertheimer’s principles of grouping (proximity, similarity, common fate, good continuation) and Koffka’s account of Gestalt organisation explain why layout works at all: people see groups before they see items. Palmer (1992) showed that a shared enclosing region groups elements even against proximity, and Palmer and Rock (1994) argued that uniformly connected regions are the first units of perception. In interface terms: space between groups must be clearly larger than space within groups, or a boundary (card, background) must do the grouping.\n\nTullis’s review of display formatting (1983) identified overall density, local density, grouping and layout complexity as predictors of how quickly people find information: both overcrowded and poorly grouped displays slowed search. Mullet and Sano, and White’s Elements of Graphic Design, treat white space as an active element that gives hierarchy and rhythm, not as leftover area. Too much space fails too: content scattered across an empty screen has no groups at all and looks unfinished.\n\nUGH Score’s white-space measure counts pixels with no Canny edge within 8 px, so it reads flat areas of any colour as open. Less than 30 % open space on the page is V036 Sardine-Can Layout, less than 15 % V037 Personal Space Violation; a first screen under 30 % is V038 Cramped Hero; a phone screenshot under 25 % is V061 Claustrophone. At the other extreme, more than 95 % empty is V039 The Void and contour density under 0.004 is V050 Ghost Town. More than 90 separate visual blocks (V051 Block Party) usually means groups are missing: items sit individually instead of in a few sections.',
    keyPoints: [
      'Proximity groups: space between groups should be at least twice the space within them.',
      'Use space before borders: a consistent gap often separates groups better than a line and adds no clutter.',
      'Aim for 40 % or more open space; UGH Score flags under 30 % on the page or the first screen (V036, V038).',
      'Isolation is emphasis: the most important element gets the most space around it.',
      'Too much space also fails: more than 95 % empty (V039) reads as unfinished.',
      'Define spacing as a scale (4, 8, 16, 24, 32, 48, 64 px) and use it everywhere.',
    ],
    applications: [
      {
        title: 'Section rhythm on long pages',
        description: 'Consistent vertical spacing turns a long page into clear chapters.',
        example:
          '96 px between sections, 32 px between a section heading and its content, 16 px between items: three levels of grouping readable at a glance.',
      },
      {
        title: 'Form layout',
        description: 'Labels must clearly belong to their fields.',
        example:
          'Label 4 px above its field, 24 px between fields: proximity alone pairs them correctly, no boxes needed.',
      },
      {
        title: 'Hero sections',
        description: 'The first screen needs room for the main message.',
        example:
          'Headline, sentence and button centred in a hero with 40 % open space; secondary navigation moved out of the hero.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Equal spacing everywhere.',
        consequence: 'No grouping: headings float between sections and belong to neither.',
        solution: 'Headings sit closer to the content they introduce than to the content above.',
      },
      {
        mistake: 'Filling every gap with content "because there is room".',
        consequence:
          'Open space drops below 30 % (V036/V037); nothing stands out and the page feels stressful.',
        solution: 'Remove or move content below the fold rather than shrinking margins.',
      },
      {
        mistake: 'Boxes around every group.',
        consequence: 'More edges, more clutter, and the boxes compete with content.',
        solution: 'Group with space first; add a background or border only where space is not enough.',
      },
    ],
    tools: [
      {
        name: 'UGH Score roast',
        description:
          'Open-space share for the page, first screen and phone screenshot, plus the number of separate visual blocks.',
        type: 'automated analysis',
      },
      {
        name: 'Figma auto layout',
        description: 'Spacing between and around elements as explicit values from a spacing scale.',
        type: 'design tool',
        url: 'https://www.figma.com/',
      },
      {
        name: 'Browser box-model inspector',
        description: 'Shows margins and padding of any element to find inconsistent spacing.',
        type: 'developer tool',
      },
    ],
    metrics: [
      {
        name: 'Open space (page)',
        description: 'Share of the screen with no edge within 8 px.',
        target: '≥ 40 %; flagged below 30 % (V036) and critical below 15 % (V037); above 95 % is V039',
        measurement: 'Canny edge map, distance to the nearest edge.',
      },
      {
        name: 'Open space (first screen)',
        description: 'The same measure for the first viewport.',
        target: '≥ 30 % (V038 below)',
        measurement: 'First 4:3 (desktop) or 390:844 (phone) region of the first screenshot.',
      },
      {
        name: 'Visual blocks',
        description: 'Number of separate visual blocks in one screenshot.',
        target: '≤ 90 (V051 above); fewer, larger groups are better',
        measurement: 'Block segmentation from run-length-smoothed edges.',
      },
      {
        name: 'Group spacing ratio',
        description: 'Gap between groups divided by gap within groups.',
        target: '≥ 2',
        measurement: 'Spacing tokens or measured margins in the design.',
      },
    ],
    citations: [
      C.wertheimer1923,
      C.koffka1935,
      C.palmer1992,
      C.palmerRock1994,
      C.tullis1983,
      C.mulletSano1995,
      C.white2002,
      C.lidwell2003,
    ],
    enhancedContent: {
      additionalResearch:
        'Tullis (1983) reviewed research on display formatting and derived measures (overall density, local density, grouping, layout complexity) that predicted search times, an early demonstration that layout quality is measurable. Palmer (1992) and Palmer and Rock (1994) extended the classic Gestalt laws with common region and uniform connectedness, which explain why cards and background bands group content even when spacing is tight.',
      emergingTrends: [
        'Spacing defined as tokens in design systems (space-1 … space-10), shared between design tools and code.',
        'Fluid spacing that grows with the viewport via CSS clamp(), keeping proportions on large screens without waste on phones.',
        'Logical properties (margin-inline, padding-block) that keep spacing correct in right-to-left languages.',
      ],
      practicalTips: [
        'Double the padding inside cards and sections as an experiment; most crowded designs improve immediately.',
        'Move a heading 8–16 px closer to its content and watch the grouping snap into place.',
        'Use at most three spacing values per component.',
        'On phones, keep at least 16 px side margins and 24 px between groups.',
      ],
      industryApplications: [
        {
          industry: 'Professional Services',
          application: 'Generous space signals calm and premium service.',
          example:
            'A consultancy homepage with 50 % open space, three service groups and one contact button.',
        },
        {
          industry: 'E-commerce & Retail',
          application: 'Dense catalogues still need grouping.',
          example:
            'Product tiles with 24 px gaps and the price grouped tightly under the name, so each tile reads as one unit.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Dashboards that group related metrics.',
          example: 'KPIs grouped by goal in three cards instead of twelve equally spaced tiles.',
        },
      ],
    },
  },
  {
    id: 'DP12',
    slug: 'responsive-layout',
    name: 'Responsive and Mobile Layout',
    category: 'layout',
    description:
      'One layout that adapts to every screen: a single column on phones, no sideways scrolling, readable text and thumb-sized targets.',
    overview:
      'Most web traffic now arrives on phones, and the layout that works at 1440 px rarely survives being squeezed into 390. Ethan Marcotte’s "Responsive Web Design" (2010) set out the approach the web still uses: fluid grids, flexible images and media queries. Luke Wroblewski’s Mobile First argued for designing the small screen first, which forces prioritisation. WCAG 2.2 makes reflow a requirement: content must work at 320 CSS px wide without two-dimensional scrolling. UGH Score checks a phone screenshot for density, open space and text size, and a URL capture for horizontal overflow at the 428 px device width.',
    detailedExplanation:
      'Marcotte’s three ingredients remain the core: layouts measured in proportions rather than fixed pixels, images that scale within their containers, and media queries that rearrange the layout when space runs out. Wroblewski’s mobile-first argument is about priorities as much as pixels: a small screen has room for the essential content and actions only, and designing it first prevents the desktop page from accumulating clutter. Hoober’s observations of people using phones in public (2013) showed that about half held the phone in one hand and operated it with a thumb, which is why key actions belong in comfortable reach and why targets must be large.\n\nWCAG 2.2 Success Criterion 1.4.10 Reflow requires content to be presented without loss of information or functionality, and without scrolling in two dimensions, at a width equivalent to 320 CSS pixels (the width of a 1280 px screen zoomed to 400 %). It protects people who zoom as well as phone users. Platform guidelines give concrete sizes: Apple’s Human Interface Guidelines ask for hit targets of at least 44×44 points, and Material Design defines window size classes for adapting layouts.\n\nIn a roast, a page that scrolls sideways on a phone is V043 Sideways Surprise (critical, because content is cut off). A phone screenshot with contour density above 0.07 is V060 Desktop in a Phone Costume, the typical result of shrinking a desktop layout instead of restacking it; open space under 25 % is V061 Claustrophone; text lines under 13 CSS px are V059 Pocket Microfiche; tap targets under 44×44 px are V057/V058 (see Fitts’s law).',
    keyPoints: [
      'Design the phone layout first: one column, the essential content and one primary action.',
      'No horizontal scrolling at 320 CSS px (WCAG 2.2 SC 1.4.10); UGH Score treats any sideways overflow as critical (V043).',
      'Restack, do not shrink: a desktop layout scaled down is dense and unreadable (V060).',
      'Keep 16 px body text and 44×44 px targets on phones; never reduce them to fit.',
      'Place frequent actions within thumb reach; avoid fixed elements that cover content on small screens.',
      'Let components adapt to their container (container queries) as well as the viewport.',
    ],
    applications: [
      {
        title: 'Navigation on phones',
        description: 'Desktop navigation bars do not fit; hiding everything behind a menu hides too much.',
        example:
          'Three top tasks as visible tabs or links, the rest in a clearly labelled "Menu" button; the header stays under 64 px tall.',
      },
      {
        title: 'Data tables',
        description: 'Wide tables are the most common cause of sideways scrolling.',
        example:
          'Below 600 px, each row becomes a stacked card with label–value pairs; very wide comparison tables scroll inside their own container with a visible hint.',
      },
      {
        title: 'Media and embeds',
        description: 'Fixed-width images, videos and iframes overflow small screens.',
        example: 'img, video, iframe { max-width: 100%; height: auto; } and aspect-ratio on embeds.',
      },
    ],
    commonMistakes: [
      {
        mistake: 'Fixed-width elements (a 600 px banner, a long URL, a wide table).',
        consequence: 'The page scrolls sideways on phones; content is cut off (V043).',
        solution:
          'max-width: 100% on media, overflow-wrap: anywhere on long strings, responsive patterns for tables.',
      },
      {
        mistake: 'Showing the desktop layout at a smaller scale.',
        consequence: 'Tiny text and targets, high density (V059, V060); visitors pinch-zoom or leave.',
        solution: 'Restack into one column at small widths and keep text and targets at full size.',
      },
      {
        mistake: 'Sticky headers, cookie banners and chat bubbles stacked on a small screen.',
        consequence: 'Half the viewport is covered; open space and content vanish (V061).',
        solution:
          'One sticky element at most on phones, and banners that can be dismissed and do not return.',
      },
    ],
    tools: [
      {
        name: 'Browser device mode',
        description: 'Chrome and Firefox developer tools emulate phone widths, pixel ratios and touch.',
        type: 'developer tool',
      },
      {
        name: 'Polypane',
        description:
          'Browser that shows a page at several viewport sizes side by side with synchronised scrolling.',
        type: 'developer tool',
        url: 'https://polypane.app/',
      },
      {
        name: 'UGH Score URL capture',
        description:
          'Captures a 428 px wide phone screenshot and reports horizontal overflow, small tap targets, phone text size and density.',
        type: 'automated analysis',
      },
    ],
    metrics: [
      {
        name: 'Horizontal overflow',
        description: 'Pixels of sideways scroll at phone width.',
        target: '0 px at 320–428 CSS px (WCAG 2.2 SC 1.4.10; V043 above 0)',
        measurement: 'Document scroll width minus viewport width during URL capture.',
      },
      {
        name: 'Phone contour density',
        description: 'Edge density of the phone screenshot.',
        target: '≤ 0.07 (V060 above)',
        measurement: 'Canny edge map of the phone-shaped screenshot.',
      },
      {
        name: 'Phone open space',
        description: 'Share of the phone screenshot with no edge within 8 px.',
        target: '≥ 25 % (V061 below)',
        measurement: 'Distance to the nearest edge in the phone screenshot.',
      },
      {
        name: 'Phone text size',
        description: 'Height of the smaller text lines on the phone screenshot.',
        target: '≥ 13 CSS px line height, body font 16 px (V059 below)',
        measurement: 'Text lines detected on a 390-px-wide phone screenshot.',
      },
    ],
    citations: [
      C.marcotte2010,
      C.wroblewski2011,
      C.understandingReflow,
      C.hoober2013,
      C.appleHig,
      C.material3,
    ],
    enhancedContent: {
      additionalResearch:
        'Marcotte (2010) introduced the term and technique of responsive web design; Wroblewski (2011) made the case for mobile-first priorities. Hoober (2013) observed more than a thousand people using phones in public and described how grip shapes reach, a basis for thumb-zone guidance. W3C’s Understanding document for Reflow explains the 320 CSS px requirement and its exceptions (maps, diagrams, data tables that genuinely need two dimensions).',
      emergingTrends: [
        'Container queries move responsiveness from the page to the component.',
        'Dynamic viewport units (dvh, svh, lvh) fix the long-standing 100vh bug on mobile browsers with collapsing toolbars.',
        'Foldables and large tablets bring more intermediate widths; layouts designed as fluid ranges handle them without new breakpoints.',
      ],
      practicalTips: [
        'Test at 320 px wide and at 400 % zoom on desktop; both must work without sideways scrolling.',
        'Search your CSS for fixed widths in px on containers and replace them with max-width.',
        'Keep the primary action visible without scrolling on the phone’s first screen.',
        'Use a real phone for the final check: emulators do not show reach or glare.',
      ],
      industryApplications: [
        {
          industry: 'E-commerce & Retail',
          application: 'Checkout on phones.',
          example:
            'A single-column checkout with full-width fields, a sticky total and payment button within thumb reach.',
        },
        {
          industry: 'Professional Services',
          application: 'Contact and booking on the go.',
          example: 'Phone number and "Book a call" as full-width buttons on the phone’s first screen.',
        },
        {
          industry: 'SaaS & Technology',
          application: 'Responsive dashboards.',
          example:
            'Charts reflow to a single column with the most important metric first; tables switch to cards below 600 px.',
        },
      ],
    },
  },
];
