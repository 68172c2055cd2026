import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components';
import { track } from '../../../lib/analytics';
import { readJson, removeKey, STORAGE_KEYS } from '../../../lib/storage';
import { promoteRoast, roastKeys } from '../api/roasts';

interface SavedPromotion {
  roastId: string;
  websiteUrl: string;
  websiteName: string;
  authorCredit?: string;
}

/**
 * Spec core-flow §4 step 3: back from checkout with ?payment=success, read the saved promotion data,
 * call promote (the server verifies the payment itself, DESIGN §2.4), refresh the roast, toast, and
 * clear the stored data and the query.
 */
export function usePaymentReturn(roastId: string): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const handled = useRef(false);
  const success = params.get('payment') === 'success';

  useEffect(() => {
    if (!success || handled.current) return;
    handled.current = true;
    const saved = readJson<SavedPromotion>('local', STORAGE_KEYS.promotion);
    const done = () => {
      removeKey('local', STORAGE_KEYS.promotion);
      setParams({}, { replace: true });
    };
    if (!saved || saved.roastId !== roastId) {
      done();
      return;
    }
    const { roastId: _ignored, ...promotion } = saved;
    void promoteRoast(roastId, promotion)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: roastKeys.detail(roastId) });
        track('roast_promoted', { roastId });
        toast({
          title: 'Payment Successful!',
          description: 'Your roast has been promoted and is now featured in the gallery.',
        });
      })
      .catch(() =>
        toast({
          title: 'Payment Processed',
          description: 'Payment successful, but promotion failed. Please contact support.',
          tone: 'error',
        }),
      )
      .finally(done);
  }, [success, roastId, queryClient, toast, setParams]);
}
