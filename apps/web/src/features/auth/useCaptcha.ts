import { getImageCaptcha } from '@mp/core/contracts/captcha';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client.ts';

export interface Captcha {
  key: string;
  /** data: URL of the SVG image; '' while loading or after a failure. */
  image: string;
  failed: boolean;
  refresh: () => void;
}

/** The image captcha of captcha/getImageCaptcha: a new one on mount, on click and after a failed login. */
export function useCaptcha(enabled: boolean): Captcha {
  const [state, setState] = useState({ key: '', image: '', failed: false });

  const refresh = useCallback(() => {
    void call(getImageCaptcha, {}, { loading: false, quiet: true }).then((r) => {
      if (r.ok && typeof r.data.image_svg === 'string') {
        setState({
          key: r.data.captcha_key,
          image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(r.data.image_svg)}`,
          failed: false,
        });
      } else {
        setState({ key: '', image: '', failed: true });
      }
    });
  }, []);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);

  return { ...state, refresh };
}
