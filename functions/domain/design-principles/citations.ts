/**
 * Every work the design-principle guides cite, defined once. Principles reference these entries
 * instead of retyping them, so one work can never appear with two different years or spellings, and
 * the "50+ citations" claim on the list page is a count of this data (distinct title + author + year).
 *
 * Only real, verifiable works: books with their first (or named) edition's publisher, papers with
 * their journal or proceedings, standards with their issuing body. Volume, issue and pages are given
 * where they are part of how the work is usually found; a URL only where it is the work's stable home.
 */
import type { Citation } from '../api-schemas';

const wcagUnderstanding = (criterion: string, title: string, page: string): Citation => ({
  title: `Understanding Success Criterion ${criterion}: ${title}`,
  author: 'W3C Web Accessibility Initiative',
  year: 2023,
  source: 'Understanding WCAG 2.2, World Wide Web Consortium',
  type: 'guideline',
  url: `https://www.w3.org/WAI/WCAG22/Understanding/${page}.html`,
});

export const CITATIONS = {
  // ---- perception, attention and visual search ----
  wertheimer1923: {
    title: 'Untersuchungen zur Lehre von der Gestalt II',
    author: 'Wertheimer, M.',
    year: 1923,
    source: 'Psychologische Forschung, 4, 301–350',
    type: 'paper',
  },
  rubin1915: {
    title: 'Synsoplevede Figurer: Studier i psykologisk Analyse',
    author: 'Rubin, E.',
    year: 1915,
    source: 'Gyldendalske Boghandel, Copenhagen',
    type: 'book',
  },
  koffka1935: {
    title: 'Principles of Gestalt Psychology',
    author: 'Koffka, K.',
    year: 1935,
    source: 'Harcourt, Brace and Company',
    type: 'book',
  },
  palmer1992: {
    title: 'Common region: A new principle of perceptual grouping',
    author: 'Palmer, S. E.',
    year: 1992,
    source: 'Cognitive Psychology, 24(3), 436–447',
    type: 'paper',
  },
  palmerRock1994: {
    title: 'Rethinking perceptual organization: The role of uniform connectedness',
    author: 'Palmer, S. E., & Rock, I.',
    year: 1994,
    source: 'Psychonomic Bulletin & Review, 1(1), 29–55',
    type: 'paper',
  },
  wagemans2012: {
    title:
      'A century of Gestalt psychology in visual perception: I. Perceptual grouping and figure–ground organization',
    author:
      'Wagemans, J., Elder, J. H., Kubovy, M., Palmer, S. E., Peterson, M. A., Singh, M., & von der Heydt, R.',
    year: 2012,
    source: 'Psychological Bulletin, 138(6), 1172–1217',
    type: 'paper',
  },
  treismanGelade1980: {
    title: 'A feature-integration theory of attention',
    author: 'Treisman, A. M., & Gelade, G.',
    year: 1980,
    source: 'Cognitive Psychology, 12(1), 97–136',
    type: 'paper',
  },
  duncanHumphreys1989: {
    title: 'Visual search and stimulus similarity',
    author: 'Duncan, J., & Humphreys, G. W.',
    year: 1989,
    source: 'Psychological Review, 96(3), 433–458',
    type: 'paper',
  },
  wolfe1994: {
    title: 'Guided Search 2.0: A revised model of visual search',
    author: 'Wolfe, J. M.',
    year: 1994,
    source: 'Psychonomic Bulletin & Review, 1(2), 202–238',
    type: 'paper',
  },
  wolfeHorowitz2004: {
    title: 'What attributes guide the deployment of visual attention and how do they do it?',
    author: 'Wolfe, J. M., & Horowitz, T. S.',
    year: 2004,
    source: 'Nature Reviews Neuroscience, 5(6), 495–501',
    type: 'paper',
  },
  itti1998: {
    title: 'A model of saliency-based visual attention for rapid scene analysis',
    author: 'Itti, L., Koch, C., & Niebur, E.',
    year: 1998,
    source: 'IEEE Transactions on Pattern Analysis and Machine Intelligence, 20(11), 1254–1259',
    type: 'paper',
  },
  rayner1998: {
    title: 'Eye movements in reading and information processing: 20 years of research',
    author: 'Rayner, K.',
    year: 1998,
    source: 'Psychological Bulletin, 124(3), 372–422',
    type: 'paper',
  },
  buscher2009: {
    title: "What do you see when you're surfing? Using eye tracking to predict salient regions of web pages",
    author: 'Buscher, G., Cutrell, E., & Morris, M. R.',
    year: 2009,
    source:
      'Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI ’09), 21–30, ACM',
    type: 'paper',
  },
  ware2000: {
    title: 'Information Visualization: Perception for Design',
    author: 'Ware, C.',
    year: 2000,
    source: 'Morgan Kaufmann',
    type: 'book',
  },
  ware2008: {
    title: 'Visual Thinking for Design',
    author: 'Ware, C.',
    year: 2008,
    source: 'Morgan Kaufmann',
    type: 'book',
  },
  arnheim1954: {
    title: 'Art and Visual Perception: A Psychology of the Creative Eye',
    author: 'Arnheim, R.',
    year: 1954,
    source: 'University of California Press',
    type: 'book',
  },

  // ---- clutter, complexity and computational aesthetics ----
  rosenholtz2005: {
    title: 'Feature congestion: A measure of display clutter',
    author: 'Rosenholtz, R., Li, Y., Mansfield, J., & Jin, Z.',
    year: 2005,
    source:
      'Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI ’05), 761–770, ACM',
    type: 'paper',
  },
  rosenholtz2007: {
    title: 'Measuring visual clutter',
    author: 'Rosenholtz, R., Li, Y., & Nakano, L.',
    year: 2007,
    source: 'Journal of Vision, 7(2):17, 1–22',
    type: 'paper',
  },
  vandenBerg2009: {
    title: 'A crowding model of visual clutter',
    author: 'van den Berg, R., Cornelissen, F. W., & Roerdink, J. B. T. M.',
    year: 2009,
    source: 'Journal of Vision, 9(4):24, 1–11',
    type: 'paper',
  },
  miniukovich2014: {
    title: 'Quantification of interface visual complexity',
    author: 'Miniukovich, A., & De Angeli, A.',
    year: 2014,
    source:
      'Proceedings of the International Working Conference on Advanced Visual Interfaces (AVI ’14), 153–160, ACM',
    type: 'paper',
  },
  miniukovich2015: {
    title: 'Computation of interface aesthetics',
    author: 'Miniukovich, A., & De Angeli, A.',
    year: 2015,
    source:
      'Proceedings of the 33rd Annual ACM Conference on Human Factors in Computing Systems (CHI ’15), 1163–1172',
    type: 'paper',
  },
  oulasvirta2018: {
    title: 'Aalto Interface Metrics (AIM): A service and codebase for computational GUI evaluation',
    author: 'Oulasvirta, A., De Pascale, S., Koch, J., Langerak, T., Jokinen, J., Todi, K., et al.',
    year: 2018,
    source:
      'Adjunct Proceedings of the 31st Annual ACM Symposium on User Interface Software and Technology (UIST ’18), 16–19',
    type: 'paper',
  },
  ngo2003: {
    title: 'Modelling interface aesthetics',
    author: 'Ngo, D. C. L., Teo, L. S., & Byrne, J. G.',
    year: 2003,
    source: 'Information Sciences, 152, 25–46',
    type: 'paper',
  },
  canny1986: {
    title: 'A computational approach to edge detection',
    author: 'Canny, J.',
    year: 1986,
    source: 'IEEE Transactions on Pattern Analysis and Machine Intelligence, 8(6), 679–698',
    type: 'paper',
  },
  wong1982: {
    title: 'Document analysis system',
    author: 'Wong, K. Y., Casey, R. G., & Wahl, F. M.',
    year: 1982,
    source: 'IBM Journal of Research and Development, 26(6), 647–656',
    type: 'paper',
  },
  tullis1983: {
    title: 'The formatting of alphanumeric displays: A review and analysis',
    author: 'Tullis, T. S.',
    year: 1983,
    source: 'Human Factors, 25(6), 657–682',
    type: 'paper',
  },
  tufte1983: {
    title: 'The Visual Display of Quantitative Information',
    author: 'Tufte, E. R.',
    year: 1983,
    source: 'Graphics Press',
    type: 'book',
  },
  tufte1990: {
    title: 'Envisioning Information',
    author: 'Tufte, E. R.',
    year: 1990,
    source: 'Graphics Press',
    type: 'book',
  },

  // ---- first impressions and aesthetics ----
  lindgaard2006: {
    title: 'Attention web designers: You have 50 milliseconds to make a good first impression!',
    author: 'Lindgaard, G., Fernandes, G., Dudek, C., & Brown, J.',
    year: 2006,
    source: 'Behaviour & Information Technology, 25(2), 115–126',
    type: 'paper',
  },
  reinecke2013: {
    title:
      "Predicting users' first impressions of website aesthetics with a quantification of perceived visual complexity and colorfulness",
    author: 'Reinecke, K., Yeh, T., Miratrix, L., Mardiko, R., Zhao, Y., Liu, J., & Gajos, K. Z.',
    year: 2013,
    source:
      'Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI ’13), 2049–2058, ACM',
    type: 'paper',
  },
  reineckeGajos2014: {
    title: 'Quantifying visual preferences around the world',
    author: 'Reinecke, K., & Gajos, K. Z.',
    year: 2014,
    source:
      'Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI ’14), 11–20, ACM',
    type: 'paper',
  },
  tuch2012: {
    title:
      'The role of visual complexity and prototypicality regarding first impression of websites: Working towards understanding aesthetic judgments',
    author: 'Tuch, A. N., Presslaber, E. E., Stöcklin, M., Opwis, K., & Bargas-Avila, J. A.',
    year: 2012,
    source: 'International Journal of Human-Computer Studies, 70(11), 794–811',
    type: 'paper',
  },
  tractinsky2000: {
    title: 'What is beautiful is usable',
    author: 'Tractinsky, N., Katz, A. S., & Ikar, D.',
    year: 2000,
    source: 'Interacting with Computers, 13(2), 127–145',
    type: 'paper',
  },
  kurosu1995: {
    title:
      'Apparent usability vs. inherent usability: Experimental analysis on the determinants of the apparent usability',
    author: 'Kurosu, M., & Kashimura, K.',
    year: 1995,
    source: 'Conference Companion on Human Factors in Computing Systems (CHI ’95), 292–293, ACM',
    type: 'paper',
  },
  bar2006: {
    title: 'Very first impressions',
    author: 'Bar, M., Neta, M., & Linz, H.',
    year: 2006,
    source: 'Emotion, 6(2), 269–278',
    type: 'paper',
  },
  fogg2003: {
    title: 'How do users evaluate the credibility of Web sites? A study with over 2,500 participants',
    author: 'Fogg, B. J., Soohoo, C., Danielson, D. R., Marable, L., Stanford, J., & Tauber, E. R.',
    year: 2003,
    source: 'Proceedings of the 2003 Conference on Designing for User Experiences (DUX ’03), ACM',
    type: 'paper',
  },
  lavie2004: {
    title: 'Assessing dimensions of perceived visual aesthetics of web sites',
    author: 'Lavie, T., & Tractinsky, N.',
    year: 2004,
    source: 'International Journal of Human-Computer Studies, 60(3), 269–298',
    type: 'paper',
  },
  moshagen2010: {
    title: 'Facets of visual aesthetics',
    author: 'Moshagen, M., & Thielsch, M. T.',
    year: 2010,
    source: 'International Journal of Human-Computer Studies, 68(10), 689–709',
    type: 'paper',
  },

  // ---- design practice ----
  williams1994: {
    title: "The Non-Designer's Design Book",
    author: 'Williams, R.',
    year: 1994,
    source: 'Peachpit Press',
    type: 'book',
  },
  lidwell2003: {
    title: 'Universal Principles of Design',
    author: 'Lidwell, W., Holden, K., & Butler, J.',
    year: 2003,
    source: 'Rockport Publishers',
    type: 'book',
  },
  mulletSano1995: {
    title: 'Designing Visual Interfaces: Communication Oriented Techniques',
    author: 'Mullet, K., & Sano, D.',
    year: 1995,
    source: 'Prentice Hall',
    type: 'book',
  },
  white2002: {
    title: 'The Elements of Graphic Design',
    author: 'White, A. W.',
    year: 2002,
    source: 'Allworth Press',
    type: 'book',
  },
  frost2016: {
    title: 'Atomic Design',
    author: 'Frost, B.',
    year: 2016,
    source: 'Brad Frost (self-published)',
    type: 'book',
  },
  kholmatova2017: {
    title: 'Design Systems: A Practical Guide to Creating Design Languages for Digital Products',
    author: 'Kholmatova, A.',
    year: 2017,
    source: 'Smashing Media',
    type: 'book',
  },
  appleHig: {
    title: 'Human Interface Guidelines',
    author: 'Apple Inc.',
    year: 2024,
    source: 'Apple Developer',
    type: 'guideline',
    url: 'https://developer.apple.com/design/human-interface-guidelines/',
  },
  material3: {
    title: 'Material Design 3',
    author: 'Google',
    year: 2021,
    source: 'Google, m3.material.io',
    type: 'guideline',
    url: 'https://m3.material.io/',
  },

  // ---- typography and reading ----
  bringhurst1992: {
    title: 'The Elements of Typographic Style',
    author: 'Bringhurst, R.',
    year: 1992,
    source: 'Hartley & Marks',
    type: 'book',
  },
  lupton2004: {
    title: 'Thinking with Type: A Critical Guide for Designers, Writers, Editors, & Students',
    author: 'Lupton, E.',
    year: 2004,
    source: 'Princeton Architectural Press',
    type: 'book',
  },
  tschichold1928: {
    title: 'Die neue Typographie (The New Typography)',
    author: 'Tschichold, J.',
    year: 1928,
    source:
      'Verlag des Bildungsverbandes der Deutschen Buchdrucker, Berlin (English translation: University of California Press, 1995)',
    type: 'book',
  },
  spiekermann1993: {
    title: 'Stop Stealing Sheep & Find Out How Type Works',
    author: 'Spiekermann, E., & Ginger, E. M.',
    year: 1993,
    source: 'Adobe Press',
    type: 'book',
  },
  santaMaria2014: {
    title: 'On Web Typography',
    author: 'Santa Maria, J.',
    year: 2014,
    source: 'A Book Apart',
    type: 'book',
  },
  rutter2017: {
    title:
      'Web Typography: A Handbook for Designing Beautiful and Effective Typography in Responsive Websites',
    author: 'Rutter, R.',
    year: 2017,
    source: 'Ampersand Type',
    type: 'book',
  },
  patersonTinker1940: {
    title: 'How to Make Type Readable',
    author: 'Paterson, D. G., & Tinker, M. A.',
    year: 1940,
    source: 'Harper & Brothers',
    type: 'book',
  },
  tinker1963: {
    title: 'Legibility of Print',
    author: 'Tinker, M. A.',
    year: 1963,
    source: 'Iowa State University Press',
    type: 'book',
  },
  dyson2004: {
    title: 'How physical text layout affects reading from screen',
    author: 'Dyson, M. C.',
    year: 2004,
    source: 'Behaviour & Information Technology, 23(6), 377–393',
    type: 'paper',
  },
  leggeBigelow2011: {
    title: 'Does print size matter for reading? A review of findings from vision science and typography',
    author: 'Legge, G. E., & Bigelow, C. A.',
    year: 2011,
    source: 'Journal of Vision, 11(5):8, 1–22',
    type: 'paper',
  },
  rello2016: {
    title: 'Make it big! The effect of font size and line spacing on online readability',
    author: 'Rello, L., Pielot, M., & Marcos, M.-C.',
    year: 2016,
    source: 'Proceedings of the 2016 CHI Conference on Human Factors in Computing Systems, 3637–3648, ACM',
    type: 'paper',
  },
  beymer2007: {
    title: 'Wide vs. narrow paragraphs: An eye tracking analysis',
    author: 'Beymer, D., Russell, D. M., & Orton, P. Z.',
    year: 2007,
    source:
      'Human-Computer Interaction – INTERACT 2007, Lecture Notes in Computer Science 4662, 741–752, Springer',
    type: 'paper',
  },
  beymer2008: {
    title: 'An eye tracking study of how font size and type influence online reading',
    author: 'Beymer, D., Russell, D., & Orton, P.',
    year: 2008,
    source:
      'Proceedings of the 22nd British HCI Group Annual Conference on People and Computers (HCI 2008), Vol. 2, 15–18',
    type: 'paper',
  },
  bernard2002: {
    title: 'A comparison of popular online fonts: Which size and type is best?',
    author: 'Bernard, M., Lida, B., Riley, S., Hackler, T., & Janzen, K.',
    year: 2002,
    source: 'Usability News, 4(1), Software Usability Research Laboratory, Wichita State University',
    type: 'article',
  },
  arditiCho2005: {
    title: 'Serifs and font legibility',
    author: 'Arditi, A., & Cho, J.',
    year: 2005,
    source: 'Vision Research, 45(23), 2926–2933',
    type: 'paper',
  },
  lingVanSchaik2006: {
    title:
      'The influence of font type and line length on visual search and information retrieval in web pages',
    author: 'Ling, J., & van Schaik, P.',
    year: 2006,
    source: 'International Journal of Human-Computer Studies, 64(5), 395–404',
    type: 'paper',
  },
  nielsen2006FPattern: {
    title: 'F-Shaped Pattern For Reading Web Content',
    author: 'Nielsen, J.',
    year: 2006,
    source: 'Alertbox, Nielsen Norman Group',
    type: 'article',
  },
  pernice2017: {
    title: 'F-Shaped Pattern of Reading on the Web: Misunderstood, But Still Relevant (Even on Mobile)',
    author: 'Pernice, K.',
    year: 2017,
    source: 'Nielsen Norman Group',
    type: 'article',
  },
  nielsen2008: {
    title: 'How Little Do Users Read?',
    author: 'Nielsen, J.',
    year: 2008,
    source: 'Alertbox, Nielsen Norman Group',
    type: 'article',
  },
  morkesNielsen1997: {
    title: 'Concise, SCANNABLE, and Objective: How to Write for the Web',
    author: 'Morkes, J., & Nielsen, J.',
    year: 1997,
    source: 'useit.com (Sun Microsystems study)',
    type: 'article',
  },
  redish2007: {
    title: 'Letting Go of the Words: Writing Web Content that Works',
    author: 'Redish, J.',
    year: 2007,
    source: 'Morgan Kaufmann',
    type: 'book',
  },

  // ---- colour ----
  albers1963: {
    title: 'Interaction of Color',
    author: 'Albers, J.',
    year: 1963,
    source: 'Yale University Press',
    type: 'book',
  },
  itten1961: {
    title: 'The Art of Color: The Subjective Experience and Objective Rationale of Color',
    author: 'Itten, J.',
    year: 1961,
    source: 'Reinhold Publishing',
    type: 'book',
  },
  chevreul1839: {
    title: 'De la loi du contraste simultané des couleurs',
    author: 'Chevreul, M. E.',
    year: 1839,
    source: 'Pitois-Levrault, Paris',
    type: 'book',
  },
  munsell1905: {
    title: 'A Color Notation',
    author: 'Munsell, A. H.',
    year: 1905,
    source: 'Geo. H. Ellis Co., Boston',
    type: 'book',
  },
  haslerSusstrunk2003: {
    title: 'Measuring colourfulness in natural images',
    author: 'Hasler, D., & Süsstrunk, S.',
    year: 2003,
    source: 'Proceedings of SPIE 5007, Human Vision and Electronic Imaging VIII, 87–95',
    type: 'paper',
  },
  fairchild2013: {
    title: 'Color Appearance Models (3rd ed.)',
    author: 'Fairchild, M. D.',
    year: 2013,
    source: 'John Wiley & Sons',
    type: 'book',
  },
  palmerSchloss2010: {
    title: 'An ecological valence theory of human color preference',
    author: 'Palmer, S. E., & Schloss, K. B.',
    year: 2010,
    source: 'Proceedings of the National Academy of Sciences, 107(19), 8877–8882',
    type: 'paper',
  },
  schlossPalmer2011: {
    title: 'Aesthetic response to color combinations: Preference, harmony, and similarity',
    author: 'Schloss, K. B., & Palmer, S. E.',
    year: 2011,
    source: 'Attention, Perception, & Psychophysics, 73(2), 551–571',
    type: 'paper',
  },
  ou2004: {
    title: 'A study of colour emotion and colour preference. Part I: Colour emotions for single colours',
    author: 'Ou, L.-C., Luo, M. R., Woodcock, A., & Wright, A.',
    year: 2004,
    source: 'Color Research & Application, 29(3), 232–240',
    type: 'paper',
  },
  elliotMaier2014: {
    title: 'Color psychology: Effects of perceiving color on psychological functioning in humans',
    author: 'Elliot, A. J., & Maier, M. A.',
    year: 2014,
    source: 'Annual Review of Psychology, 65, 95–120',
    type: 'paper',
  },
  labrecqueMilne2012: {
    title: 'Exciting red and competent blue: The importance of color in marketing',
    author: 'Labrecque, L. I., & Milne, G. R.',
    year: 2012,
    source: 'Journal of the Academy of Marketing Science, 40',
    type: 'paper',
  },
  harrowerBrewer2003: {
    title: 'ColorBrewer.org: An online tool for selecting colour schemes for maps',
    author: 'Harrower, M., & Brewer, C. A.',
    year: 2003,
    source: 'The Cartographic Journal, 40(1), 27–37',
    type: 'paper',
  },
  sharma2005: {
    title:
      'The CIEDE2000 color-difference formula: Implementation notes, supplementary test data, and mathematical observations',
    author: 'Sharma, G., Wu, W., & Dalal, E. N.',
    year: 2005,
    source: 'Color Research & Application, 30(1), 21–30',
    type: 'paper',
  },
  cie2004: {
    title: 'CIE 15:2004 Colorimetry (3rd ed.)',
    author: 'Commission Internationale de l’Éclairage (CIE)',
    year: 2004,
    source: 'CIE Central Bureau, Vienna',
    type: 'standard',
  },
  iec61966: {
    title:
      'IEC 61966-2-1:1999 Multimedia systems and equipment – Colour measurement and management – Part 2-1: Default RGB colour space – sRGB',
    author: 'International Electrotechnical Commission',
    year: 1999,
    source: 'IEC',
    type: 'standard',
  },
  ituBt709: {
    title:
      'Recommendation ITU-R BT.709-6: Parameter values for the HDTV standards for production and international programme exchange',
    author: 'International Telecommunication Union, Radiocommunication Sector',
    year: 2015,
    source: 'ITU-R',
    type: 'standard',
  },

  // ---- colour vision deficiency ----
  birch2012: {
    title: 'Worldwide prevalence of red-green color deficiency',
    author: 'Birch, J.',
    year: 2012,
    source: 'Journal of the Optical Society of America A, 29(3), 313–320',
    type: 'paper',
  },
  brettel1997: {
    title: 'Computerized simulation of color appearance for dichromats',
    author: 'Brettel, H., Viénot, F., & Mollon, J. D.',
    year: 1997,
    source: 'Journal of the Optical Society of America A, 14(10), 2647–2655',
    type: 'paper',
  },
  machado2009: {
    title: 'A physiologically-based model for simulation of color vision deficiency',
    author: 'Machado, G. M., Oliveira, M. M., & Fernandes, L. A. F.',
    year: 2009,
    source: 'IEEE Transactions on Visualization and Computer Graphics, 15(6), 1291–1298',
    type: 'paper',
  },
  wong2011: {
    title: 'Points of view: Color blindness',
    author: 'Wong, B.',
    year: 2011,
    source: 'Nature Methods, 8(6), 441',
    type: 'article',
  },

  // ---- layout and grids ----
  mullerBrockmann1981: {
    title: 'Grid Systems in Graphic Design',
    author: 'Müller-Brockmann, J.',
    year: 1981,
    source: 'Verlag Arthur Niggli, Teufen',
    type: 'book',
  },
  gerstner1964: {
    title: 'Designing Programmes',
    author: 'Gerstner, K.',
    year: 1964,
    source: 'Verlag Arthur Niggli, Teufen',
    type: 'book',
  },
  hurlburt1978: {
    title: 'The Grid: A Modular System for the Design and Production of Newspapers, Magazines, and Books',
    author: 'Hurlburt, A.',
    year: 1978,
    source: 'Van Nostrand Reinhold',
    type: 'book',
  },
  samara2002: {
    title: 'Making and Breaking the Grid: A Graphic Design Layout Workshop',
    author: 'Samara, T.',
    year: 2002,
    source: 'Rockport Publishers',
    type: 'book',
  },
  vinh2010: {
    title: 'Ordering Disorder: Grid Principles for Web Design',
    author: 'Vinh, K.',
    year: 2010,
    source: 'New Riders',
    type: 'book',
  },
  marcotte2010: {
    title: 'Responsive Web Design',
    author: 'Marcotte, E.',
    year: 2010,
    source: 'A List Apart',
    type: 'article',
    url: 'https://alistapart.com/article/responsive-web-design/',
  },
  wroblewski2011: {
    title: 'Mobile First',
    author: 'Wroblewski, L.',
    year: 2011,
    source: 'A Book Apart',
    type: 'book',
  },
  hoober2013: {
    title: 'How Do Users Really Hold Mobile Devices?',
    author: 'Hoober, S.',
    year: 2013,
    source: 'UXmatters',
    type: 'article',
  },

  // ---- motor control, choice and memory ----
  fitts1954: {
    title: 'The information capacity of the human motor system in controlling the amplitude of movement',
    author: 'Fitts, P. M.',
    year: 1954,
    source: 'Journal of Experimental Psychology, 47(6), 381–391',
    type: 'paper',
  },
  fittsPeterson1964: {
    title: 'Information capacity of discrete motor responses',
    author: 'Fitts, P. M., & Peterson, J. R.',
    year: 1964,
    source: 'Journal of Experimental Psychology, 67(2), 103–112',
    type: 'paper',
  },
  mackenzie1992: {
    title: 'Fitts’ law as a research and design tool in human-computer interaction',
    author: 'MacKenzie, I. S.',
    year: 1992,
    source: 'Human-Computer Interaction, 7(1), 91–139',
    type: 'paper',
  },
  soukoreff2004: {
    title:
      'Towards a standard for pointing device evaluation, perspectives on 27 years of Fitts’ law research in HCI',
    author: 'Soukoreff, R. W., & MacKenzie, I. S.',
    year: 2004,
    source: 'International Journal of Human-Computer Studies, 61(6), 751–789',
    type: 'paper',
  },
  parhi2006: {
    title: 'Target size study for one-handed thumb use on small touchscreen devices',
    author: 'Parhi, P., Karlson, A. K., & Bederson, B. B.',
    year: 2006,
    source:
      'Proceedings of the 8th Conference on Human-Computer Interaction with Mobile Devices and Services (MobileHCI ’06), 203–210, ACM',
    type: 'paper',
  },
  henze2011: {
    title: '100,000,000 taps: Analysis and improvement of touch performance in the large',
    author: 'Henze, N., Rukzio, E., & Boll, S.',
    year: 2011,
    source:
      'Proceedings of the 13th International Conference on Human Computer Interaction with Mobile Devices and Services (MobileHCI ’11), 133–142, ACM',
    type: 'paper',
  },
  holzBaudisch2010: {
    title:
      'The generalized perceived input point model and how to double touch accuracy by extracting fingerprints',
    author: 'Holz, C., & Baudisch, P.',
    year: 2010,
    source:
      'Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI ’10), 581–590, ACM',
    type: 'paper',
  },
  iso9241_9: {
    title:
      'ISO 9241-9:2000 Ergonomic requirements for office work with visual display terminals (VDTs) – Part 9: Requirements for non-keyboard input devices',
    author: 'International Organization for Standardization',
    year: 2000,
    source: 'ISO',
    type: 'standard',
  },
  hick1952: {
    title: 'On the rate of gain of information',
    author: 'Hick, W. E.',
    year: 1952,
    source: 'Quarterly Journal of Experimental Psychology, 4(1), 11–26',
    type: 'paper',
  },
  hyman1953: {
    title: 'Stimulus information as a determinant of reaction time',
    author: 'Hyman, R.',
    year: 1953,
    source: 'Journal of Experimental Psychology, 45(3), 188–196',
    type: 'paper',
  },
  miller1956: {
    title:
      'The magical number seven, plus or minus two: Some limits on our capacity for processing information',
    author: 'Miller, G. A.',
    year: 1956,
    source: 'Psychological Review, 63(2), 81–97',
    type: 'paper',
  },
  cowan2001: {
    title: 'The magical number 4 in short-term memory: A reconsideration of mental storage capacity',
    author: 'Cowan, N.',
    year: 2001,
    source: 'Behavioral and Brain Sciences, 24(1), 87–114',
    type: 'paper',
  },
  sweller1988: {
    title: 'Cognitive load during problem solving: Effects on learning',
    author: 'Sweller, J.',
    year: 1988,
    source: 'Cognitive Science, 12(2), 257–285',
    type: 'paper',
  },
  iyengarLepper2000: {
    title: 'When choice is demotivating: Can one desire too much of a good thing?',
    author: 'Iyengar, S. S., & Lepper, M. R.',
    year: 2000,
    source: 'Journal of Personality and Social Psychology, 79(6), 995–1006',
    type: 'paper',
  },
  schwartz2004: {
    title: 'The Paradox of Choice: Why More Is Less',
    author: 'Schwartz, B.',
    year: 2004,
    source: 'Ecco (HarperCollins)',
    type: 'book',
  },
  scheibehenne2010: {
    title: 'Can there ever be too many options? A meta-analytic review of choice overload',
    author: 'Scheibehenne, B., Greifeneder, R., & Todd, P. M.',
    year: 2010,
    source: 'Journal of Consumer Research, 37(3), 409–425',
    type: 'paper',
  },
  cardMoranNewell1983: {
    title: 'The Psychology of Human-Computer Interaction',
    author: 'Card, S. K., Moran, T. P., & Newell, A.',
    year: 1983,
    source: 'Lawrence Erlbaum Associates',
    type: 'book',
  },
  pirolliCard1999: {
    title: 'Information foraging',
    author: 'Pirolli, P., & Card, S.',
    year: 1999,
    source: 'Psychological Review, 106(4), 643–675',
    type: 'paper',
  },

  // ---- usability engineering ----
  nielsenMolich1990: {
    title: 'Heuristic evaluation of user interfaces',
    author: 'Nielsen, J., & Molich, R.',
    year: 1990,
    source:
      'Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI ’90), 249–256, ACM',
    type: 'paper',
  },
  nielsen1993: {
    title: 'Usability Engineering',
    author: 'Nielsen, J.',
    year: 1993,
    source: 'Academic Press',
    type: 'book',
  },
  nielsen1994: {
    title: 'Enhancing the explanatory power of usability heuristics',
    author: 'Nielsen, J.',
    year: 1994,
    source:
      'Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI ’94), 152–158, ACM',
    type: 'paper',
  },
  norman2013: {
    title: 'The Design of Everyday Things (revised and expanded edition)',
    author: 'Norman, D. A.',
    year: 2013,
    source: 'Basic Books',
    type: 'book',
  },
  krug2000: {
    title: "Don't Make Me Think: A Common Sense Approach to Web Usability",
    author: 'Krug, S.',
    year: 2000,
    source: 'New Riders',
    type: 'book',
  },
  shneiderman1987: {
    title: 'Designing the User Interface: Strategies for Effective Human-Computer Interaction',
    author: 'Shneiderman, B.',
    year: 1987,
    source: 'Addison-Wesley',
    type: 'book',
  },
  cooper1995: {
    title: 'About Face: The Essentials of User Interface Design',
    author: 'Cooper, A.',
    year: 1995,
    source: 'IDG Books',
    type: 'book',
  },
  raskin2000: {
    title: 'The Humane Interface: New Directions for Designing Interactive Systems',
    author: 'Raskin, J.',
    year: 2000,
    source: 'Addison-Wesley',
    type: 'book',
  },
  roth2010: {
    title:
      'Mental models for web objects: Where do users expect to find the most frequent objects in online shops, news portals, and company web pages?',
    author: 'Roth, S. P., Schmutz, P., Pauwels, S. L., Bargas-Avila, J. A., & Opwis, K.',
    year: 2010,
    source: 'Interacting with Computers, 22(2), 140–152',
    type: 'paper',
  },
  iso9241_11: {
    title:
      'ISO 9241-11:2018 Ergonomics of human-system interaction – Part 11: Usability: Definitions and concepts',
    author: 'International Organization for Standardization',
    year: 2018,
    source: 'ISO',
    type: 'standard',
  },
  iso9241_110: {
    title: 'ISO 9241-110:2020 Ergonomics of human-system interaction – Part 110: Interaction principles',
    author: 'International Organization for Standardization',
    year: 2020,
    source: 'ISO',
    type: 'standard',
  },
  iso9241_112: {
    title:
      'ISO 9241-112:2017 Ergonomics of human-system interaction – Part 112: Principles for the presentation of information',
    author: 'International Organization for Standardization',
    year: 2017,
    source: 'ISO',
    type: 'standard',
  },

  // ---- accessibility ----
  wcag22: {
    title: 'Web Content Accessibility Guidelines (WCAG) 2.2',
    author: 'World Wide Web Consortium (W3C)',
    year: 2023,
    source: 'W3C Recommendation',
    type: 'standard',
    url: 'https://www.w3.org/TR/WCAG22/',
  },
  wcag21: {
    title: 'Web Content Accessibility Guidelines (WCAG) 2.1',
    author: 'World Wide Web Consortium (W3C)',
    year: 2018,
    source: 'W3C Recommendation',
    type: 'standard',
    url: 'https://www.w3.org/TR/WCAG21/',
  },
  understandingContrast: wcagUnderstanding('1.4.3', 'Contrast (Minimum)', 'contrast-minimum'),
  understandingNonTextContrast: wcagUnderstanding('1.4.11', 'Non-text Contrast', 'non-text-contrast'),
  understandingUseOfColor: wcagUnderstanding('1.4.1', 'Use of Color', 'use-of-color'),
  understandingTargetSize: wcagUnderstanding('2.5.8', 'Target Size (Minimum)', 'target-size-minimum'),
  understandingReflow: wcagUnderstanding('1.4.10', 'Reflow', 'reflow'),
  understandingTextSpacing: wcagUnderstanding('1.4.12', 'Text Spacing', 'text-spacing'),
  understandingInfoRelationships: wcagUnderstanding(
    '1.3.1',
    'Info and Relationships',
    'info-and-relationships',
  ),
  understandingNonTextContent: wcagUnderstanding('1.1.1', 'Non-text Content', 'non-text-content'),
  waiAria12: {
    title: 'Accessible Rich Internet Applications (WAI-ARIA) 1.2',
    author: 'World Wide Web Consortium (W3C)',
    year: 2023,
    source: 'W3C Recommendation',
    type: 'standard',
    url: 'https://www.w3.org/TR/wai-aria-1.2/',
  },
  en301549: {
    title: 'EN 301 549 V3.2.1: Accessibility requirements for ICT products and services',
    author: 'ETSI, CEN & CENELEC',
    year: 2021,
    source: 'European Telecommunications Standards Institute',
    type: 'standard',
  },
  eaa2019: {
    title:
      'Directive (EU) 2019/882 on the accessibility requirements for products and services (European Accessibility Act)',
    author: 'European Parliament and Council of the European Union',
    year: 2019,
    source: 'Official Journal of the European Union, L 151',
    type: 'standard',
  },
  webaimMillion2024: {
    title: 'The WebAIM Million: The 2024 report on the accessibility of the top 1,000,000 home pages',
    author: 'WebAIM',
    year: 2024,
    source: 'WebAIM, Utah State University',
    type: 'article',
  },
  hortonQuesenbery2014: {
    title: 'A Web for Everyone: Designing Accessible User Experiences',
    author: 'Horton, S., & Quesenbery, W.',
    year: 2014,
    source: 'Rosenfeld Media',
    type: 'book',
  },
  pickering2016: {
    title: 'Inclusive Design Patterns',
    author: 'Pickering, H.',
    year: 2016,
    source: 'Smashing Media',
    type: 'book',
  },
  hallHanna2004: {
    title:
      'The impact of web page text-background colour combinations on readability, retention, aesthetics and behavioural intention',
    author: 'Hall, R. H., & Hanna, P.',
    year: 2004,
    source: 'Behaviour & Information Technology, 23(3), 183–195',
    type: 'paper',
  },
} as const satisfies Record<string, Citation>;
