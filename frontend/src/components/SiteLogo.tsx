import { useState } from 'react';

/**
 * A site's logo: an inline data:image URL from the API (remote logos are refused and the CSP's img-src
 * allows no third-party host); decorative, the name sits beside it.
 */
export function SiteLogo({ src, size = 32 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      className="site-logo"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
