import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { recordSale, type PosSaleRequest } from './pos-queries';

/**
 * The till's sales waiting for the network (issue 29 §3; decision 0070): each cash sale made offline
 * is kept in IndexedDB under its idempotency key, with its store, until the server answered it. The
 * key is the sale's own, so sending one twice (a retry, two tabs) records it once.
 */
let db: UseStore | undefined;
const store = () => (db ??= createStore('shop-pos', 'waiting-sales'));

export interface WaitingSale {
  storeId: string;
  sale: PosSaleRequest;
}

export const keepSale = (waiting: WaitingSale) => set(waiting.sale.idempotency_key, waiting, store());

export async function waitingSales(storeId: string): Promise<WaitingSale[]> {
  return (await entries<string, WaitingSale>(store())).map(([, v]) => v).filter((w) => w.storeId === storeId);
}

/** A failure that means "no network" (the request never reached the server), not a refusal. */
export const isNetworkFailure = (error: unknown) =>
  (error instanceof ApiError && error.status === 0) || error instanceof TypeError || !navigator.onLine;

/** How often the till tries again while sales wait (besides the browser's `online` event). */
const RETRY_MS = 5_000;

/**
 * The count of sales waiting and the sender: on `online`, on a timer while any wait, and at once
 * after a sale is kept. A sale the server refuses (not a network failure) stays kept, reported by
 * `refused`, for staff to look at; a network failure leaves it for the next try.
 */
export function useWaitingSales(storeId: string) {
  const [count, setCount] = useState(0);
  const [refused, setRefused] = useState<string[]>([]);
  const sending = useRef(false);

  const refresh = useCallback(async () => setCount((await waitingSales(storeId)).length), [storeId]);

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (const waiting of await waitingSales(storeId)) {
        try {
          await recordSale(storeId, { ...waiting.sale, offline: true });
          await del(waiting.sale.idempotency_key, store());
        } catch (error) {
          if (isNetworkFailure(error)) break;
          setRefused((list) => (list.includes(waiting.sale.idempotency_key) ? list : [...list, waiting.sale.idempotency_key]));
        }
      }
    } finally {
      sending.current = false;
      await refresh();
    }
  }, [storeId, refresh]);

  useEffect(() => {
    void refresh().then(() => send());
    const online = () => void send();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void send();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [refresh, send]);

  const keep = useCallback(
    async (sale: PosSaleRequest) => {
      await keepSale({ storeId, sale });
      await refresh();
    },
    [storeId, refresh],
  );

  return { count, refused, keep, send };
}

/** Whether the browser has a network (the `online`/`offline` events). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
