import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/training';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import { setTrainingDue } from '../../storage/browserStorage.ts';

/** Training (train/*, docs/api.md "Training"). */
export type Course = AnswerOf<typeof c.courseList>['rows'][number];
export type Completion = AnswerOf<typeof c.merchantCompletion>['rows'][number];

const keys = {
  list: ['training', 'list'] as const,
  one: (code: string) => ['training', 'course', code] as const,
  completion: ['training', 'completion'] as const,
};

/** The person's courses; a cashier's required course passed (required_due N) opens the other pages again. */
export function useCourses() {
  return useQuery({
    queryKey: keys.list,
    queryFn: async () => {
      const data = unwrap(await call(c.courseList, {}));
      setTrainingDue(data.required_due === 'Y');
      return data;
    },
  });
}

export function useCourse(code: string | null) {
  return useQuery({
    queryKey: keys.one(code ?? ''),
    enabled: !!code,
    queryFn: async () => unwrap(await call(c.courseDetail, { course_code: code ?? '' })),
  });
}

export function useSubmitQuiz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.quizSubmit>) => unwrap(await call(c.quizSubmit, body)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['training'] }),
  });
}

export function useCompletion(enabled: boolean) {
  return useQuery({
    queryKey: keys.completion,
    enabled,
    queryFn: async () => unwrap(await call(c.merchantCompletion, {})),
  });
}

/** Downloads the certificate PDF of a passed course. */
export async function downloadCertificate(code: string): Promise<void> {
  const r = await call(c.certificate, { course_code: code });
  if (!r.ok) return;
  const bytes = Uint8Array.from(atob(r.data.content_base64), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = r.data.file_name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export { c as trainingContracts };
