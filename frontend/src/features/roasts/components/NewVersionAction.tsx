import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RoastDetail } from '@domain/api-schemas';
import { Button } from '../../../components';
import { Dialog } from '../../../components/Dialog';
import { getOwnerKey } from '../../../lib/owner-keys';
import './versions.css';

/**
 * "Roast the new version": shown only in the browser that created the roast (it holds the
 * owner key the link needs), and only while the roast has no next version (the chain stays a line:
 * the owner continues from the newest one). Starts the ordinary upload / URL flow pre-linked.
 */
export function NewVersionAction({ roast }: { roast: RoastDetail }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  if (!getOwnerKey(roast.id) || roast.nextId) return null;
  return (
    <section aria-labelledby="new-version-title" className="panel new-version">
      <h2 id="new-version-title" className="section-title">
        Fixed it?
      </h2>
      <p className="muted">
        Roast the redesigned page as the new version of this one: its page will show the score before and
        after, what you fixed and what is still open.
      </p>
      <Button onClick={() => setOpen(true)}>Roast the new version</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Roast the new version"
        description="Upload screenshots of the new design, or give its URL. The new roast is linked to this one and compared with it."
      >
        <p className="muted">
          Like every roast, the new one is private: only people with its link can open it, and they will also
          see this roast in the comparison. Promoted roasts never show a private earlier version.
        </p>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Not now
          </Button>
          <Button onClick={() => navigate(`/?previous=${encodeURIComponent(roast.id)}`)}>
            Add the new version
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
