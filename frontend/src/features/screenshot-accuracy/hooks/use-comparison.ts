import { useCallback, useEffect, useRef, useState } from 'react';
import { addToHistory, clearHistory, readHistory, summarise, type HistoryEntry } from '../api/history';
import type { StrategyId, Winner } from '../api/scoring';
import { runStrategy, STRATEGIES, winnerOf, type StrategyResult } from '../api/strategies';

export type StrategyStatus = 'pending' | 'testing' | 'complete';

export interface Comparison {
  url: string;
  status: Record<StrategyId, StrategyStatus>;
  results: Partial<Record<StrategyId, StrategyResult>>;
  /** Set once both strategies are complete (null when either captured nothing). */
  winner: Winner | null;
  finished: boolean;
}

const ALL_PENDING: Record<StrategyId, StrategyStatus> = { networkidle: 'pending', delay: 'pending' };

/**
 * Spec §4: the strategies run one after the other (enhanced scroll, then the delay), each going
 * Pending → Testing... → Complete; the finished comparison goes to the session history.
 */
export function useComparison() {
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory());
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const compare = useCallback(
    async (rawUrl: string) => {
      const url = rawUrl.trim();
      if (!url || running) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setComparison({ url, status: { ...ALL_PENDING }, results: {}, winner: null, finished: false });
      const results: Partial<Record<StrategyId, StrategyResult>> = {};
      try {
        for (const strategy of STRATEGIES) {
          setComparison((c) => c && { ...c, status: { ...c.status, [strategy.id]: 'testing' } });
          const result = await runStrategy(url, strategy, abort.signal);
          results[strategy.id] = result;
          setComparison(
            (c) =>
              c && {
                ...c,
                status: { ...c.status, [strategy.id]: 'complete' },
                results: { ...c.results, [strategy.id]: result },
              },
          );
        }
      } catch {
        // Only an abort (the page was left) ends a run early; runStrategy reports every other failure.
        return;
      }
      const winner = winnerOf(results);
      setComparison((c) => c && { ...c, winner, finished: true });
      const { networkidle, delay } = results;
      if (networkidle && delay) {
        setHistory(
          addToHistory({
            id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
            url,
            testedAt: new Date().toISOString(),
            winner,
            results: { networkidle: summarise(networkidle), delay: summarise(delay) },
          }),
        );
      }
      setRunning(false);
    },
    [running],
  );

  const clear = useCallback(() => {
    clearHistory();
    setHistory([]);
  }, []);

  return { comparison, running, history, compare, clearHistory: clear };
}
