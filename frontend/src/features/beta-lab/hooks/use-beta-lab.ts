import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EnhanceSuggestionsResponse } from '@domain/api-schemas';
import { useToast } from '../../../components';
import { betaRoastsQueryOptions, ENHANCE_MESSAGES, enhanceSuggestions, pickRandomIndex } from '../api/beta';

/**
 * The beta lab's states (spec §4): no roast selected → a random roast loaded → enhanced suggestions
 * generated and attached to that roast. Suggestions are kept per roast, so loading another roast and
 * coming back to one shows what was already generated.
 */
export function useBetaLab() {
  const toast = useToast();
  const query = useQuery(betaRoastsQueryOptions());
  const roasts = query.data?.roasts ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Record<string, EnhanceSuggestionsResponse>>({});
  const selectedIndex = roasts.findIndex((r) => r.id === selectedId);
  const selected = selectedIndex >= 0 ? roasts[selectedIndex]! : null;

  const enhance = useMutation({
    mutationFn: enhanceSuggestions,
    onSuccess: (data) => {
      setSuggestions((current) => ({ ...current, [data.roastId]: data }));
      toast({ title: ENHANCE_MESSAGES.success, tone: 'success' });
    },
    onError: () =>
      toast({
        title: ENHANCE_MESSAGES.failureTitle,
        description: ENHANCE_MESSAGES.failureDescription,
        tone: 'error',
      }),
  });

  const loadRandom = () => {
    if (roasts.length === 0) return;
    const next = roasts[pickRandomIndex(roasts.length, selectedIndex >= 0 ? selectedIndex : null)];
    if (next) setSelectedId(next.id);
  };

  return {
    query,
    roasts,
    selected,
    suggestions: selected ? (suggestions[selected.id] ?? null) : null,
    loadRandom,
    /** Spec §5: disabled while loading or when no roasts exist. */
    canLoad: !query.isPending && roasts.length > 0,
    generate: () => {
      if (selected && !enhance.isPending) enhance.mutate(selected.id);
    },
    generating: enhance.isPending ? (enhance.variables ?? null) : null,
  };
}
