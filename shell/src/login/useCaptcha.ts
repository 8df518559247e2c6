import { useCallback, useEffect, useRef, useState } from 'react';
import { API, ErrorCode, api, errorMessage, type CaptchaChallenge } from 'shared-ui';

export interface CaptchaState {
  challenge: CaptchaChallenge | null;
  loading: boolean;
  error: string | null;
  refresh: () => void;
}

/** The captcha image and its key (`GET login/captcha`), loaded on mount and again on `refresh()`. */
export function useCaptcha(): CaptchaState {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Only the latest request may set the image: a slow earlier answer would bring back a stale key.
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    void api.get<CaptchaChallenge>(API.captcha).then((res) => {
      if (request !== latest.current) return;
      setLoading(false);
      if (res.code === ErrorCode.Success && res.data?.verifyKey && res.data.png) {
        setChallenge(res.data);
        setError(null);
      } else {
        setChallenge(null);
        setError(res.code === ErrorCode.RequestFailed ? res.msg : errorMessage(res.code, res.msg));
      }
    });
  }, []);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return { challenge, loading, error, refresh };
}
