import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import '../pages.css';

export const FAQ_ITEMS: { question: string; answer: string }[] = [
  {
    question: 'What is UGH Score?',
    answer:
      'An automated, blunt and (we hope) funny critique of a website design. You get a UGH Score from 0 to 100, where higher is worse, six criterion scores, named design violations with evidence, and concrete fixes.',
  },
  {
    question: 'How is the score calculated?',
    answer:
      'Each of the six criteria (Visual Hierarchy, Typography, Color Usage, Layout & Spacing, UI Consistency and WTF Factor) gets a 0–10 quality score from measurements of your screenshots. The weighted average is turned into the UGH Score: 100 minus the rounded weighted quality × 10. The How it Works page shows the weights.',
  },
  {
    question: 'What can I upload?',
    answer:
      '1 to 5 screenshots of a website or web app: landing pages, e-commerce pages, web app screens or mockups. Native mobile apps, desktop software, games, photos, social posts, documents, NSFW, blank or error images are rejected.',
  },
  {
    question: 'Can I roast a page by its URL?',
    answer:
      'Yes (beta). Enter the URL and our server visits the page with a headless browser, takes a desktop and a mobile screenshot and measures facts such as contrast, fonts and tap targets. Private, local and internal addresses are refused, and some sites block automated visits.',
  },
  {
    question: 'What are the roast levels?',
    answer:
      'Honest (constructive with sass), Brutal (harsh but accurate) and Undigestable (maximum savagery). The level changes the voice of the roast, not the measurements.',
  },
  {
    question: 'What are the violation codes?',
    answer:
      'Every design violation has a code from V001 to V999, a name, a description, a severity from Mild to Unforgivable and, where it can be measured, the evidence behind it.',
  },
  {
    question: 'Is my roast public?',
    answer:
      'No. A free roast is private: it is never listed in the gallery, leaderboards or search. Anyone you send its link to can open it, so share the link with care.',
  },
  {
    question: 'What does promotion get me?',
    answer:
      'For a one-time $9 the roast is listed in the public gallery and leaderboards with a clickable link to your website, author credit, SEO visibility and priority support.',
  },
  {
    question: 'How do payments work?',
    answer:
      'Through Stripe. Your card details go straight to Stripe and never touch our servers; the roast is promoted only after Stripe confirms the payment. Refunds are given only when the failure is on the payment provider’s side.',
  },
  {
    question: 'How do I delete my roast?',
    answer:
      'Open it in the browser that created it and choose delete: that browser holds the roast’s secret owner key. If you lost the key (another device or cleared storage), contact us with the roast link.',
  },
  {
    question: 'My upload was rejected. What now?',
    answer:
      'An automated review rejects content that is not a web interface. If it got it wrong, send an appeal from the rejection page and we will take a look.',
  },
  {
    question: 'How do I reach a human?',
    answer: 'Use the contact form. We answer within 24–48 hours on business days.',
  },
];

/** 12 questions; one answer open at a time (disclosure buttons with aria-expanded / aria-controls). */
export default function FaqPage() {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="container page info-page">
      <h1 className="page__title">Frequently Asked Questions</h1>
      <p className="page__subtitle">
        Still stuck? <Link to="/contact">Contact us</Link>.
      </p>
      <ul className="faq">
        {FAQ_ITEMS.map((item, index) => {
          const expanded = open === index;
          const panelId = `${id}-answer-${index}`;
          return (
            <li key={item.question} className="faq__item">
              <h2>
                <button
                  type="button"
                  className="faq__question"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {item.question}
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
              </h2>
              <div id={panelId} className="faq__answer" hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
