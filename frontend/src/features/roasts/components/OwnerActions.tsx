import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, useToast } from '../../../components';
import { Dialog } from '../../../components/Dialog';
import { errorMessage } from '../../../lib/api-client';
import { forgetOwnerKey, getOwnerKey } from '../../../lib/owner-keys';
import { deleteRoast, roastKeys } from '../api/roasts';

/** "Delete this roast", shown only in the browser that created it (it holds the owner key). */
export function OwnerActions({ roastId }: { roastId: string }) {
  const ownerKey = getOwnerKey(roastId);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteRoast(roastId, ownerKey ?? ''),
    onSuccess: () => {
      forgetOwnerKey(roastId);
      queryClient.removeQueries({ queryKey: roastKeys.detail(roastId) });
      void queryClient.invalidateQueries({ queryKey: roastKeys.all });
      toast({ title: 'Roast deleted', description: 'Its screenshots, likes and reactions are gone.' });
      navigate('/', { replace: true });
    },
  });
  if (!ownerKey) return null;
  return (
    <section aria-labelledby="owner-title" className="panel owner">
      <h2 id="owner-title" className="section-title">
        You made this roast
      </h2>
      <p className="muted">
        Only this browser can delete it. Deleting removes the screenshots, likes and reactions.
      </p>
      {/* Outlined, not filled: the roast page's call to action is elsewhere; the dialog confirms. */}
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        Delete this roast
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this roast?"
        description="This removes the roast, its screenshots, likes and reactions for good. It cannot be undone."
      >
        {remove.isError ? (
          <p role="alert" className="owner__error">
            {errorMessage(remove.error, 'Could not delete the roast')}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete forever'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
