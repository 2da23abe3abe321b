import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * An emailed link's token (`?token=`), handed to `send` once when the page opens — not again when React
 * runs the effect a second time. Answers the token, or null for a link without one.
 */
export function useLinkTokenSentOnce(send: (token: string) => void): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token);
  }, [token, send]);
  return token;
}
