import { getImageCaptcha } from '@mp/core/contracts/captcha';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client.ts';

export interface Captcha {
  key: string;
  /** data: URL of the PNG image; '' while loading or after a failure. */
  image: string;
  failed: boolean;
  refresh: () => void;
}

/** The image captcha of captcha/getImageCaptcha: a new one on mount, on click and after a failed login. */
export function useCaptcha(enabled: boolean): Captcha {
  const [state, setState] = useState({ key: '', image: '', failed: false });

  const refresh = useCallback(() => {
    void call(getImageCaptcha, {}, { loading: false, quiet: true }).then((r) => {
      // Only a PNG data URL goes into the <img>: the picture is pixels, never markup.
      if (r.ok && typeof r.data.image === 'string' && r.data.image.startsWith('data:image/png;base64,')) {
        setState({ key: r.data.captcha_key, image: r.data.image, failed: false });
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
