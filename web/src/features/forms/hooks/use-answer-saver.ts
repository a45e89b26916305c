import { useQueryClient } from '@tanstack/react-query';
import type { AnswerValue } from '@shared/forms/answer-rules';
import type { QuestionsView } from '@shared/forms/form-views';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '@/lib/api';
import { caseFormsKey, caseFormsQueryOptions } from '@/lib/forms';
import { AnswerSaver, withAnswers } from '../utils/answer-saver';

/** sessionStorage when the browser allows it: it outlives a reload, and goes with the tab. */
function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The case's answer saver: edits go to PUT /cases/{id}/answers, the forms list takes the PUT's answer, and the
 * questions (whose follow-ups depend on the answers) and the checks are asked again. Edits kept from a reload are sent
 * at once, again when the connection comes back, and when the screen is left.
 */
export function useAnswerSaver(caseId: string) {
  const queryClient = useQueryClient();
  const [saver] = useState(
    () =>
      new AnswerSaver({
        caseId,
        storage: sessionStore(),
        send: (answers: Record<string, AnswerValue | null>) =>
          api.PUT('/cases/{id}/answers', { params: { path: { id: caseId } }, body: { answers } }),
        onSaved: (forms, answers) => {
          queryClient.setQueryData(caseFormsQueryOptions(caseId).queryKey, forms);
          // The questions show the saved answers at once, rather than the old ones until they are fetched again.
          queryClient.setQueriesData<QuestionsView>({ queryKey: [...caseFormsKey(caseId), 'questions'] }, (view) =>
            view ? withAnswers(view, answers) : view,
          );
          void queryClient.invalidateQueries({
            queryKey: caseFormsKey(caseId),
            predicate: (query) => query.queryKey[2] !== 'list',
          });
        },
      }),
  );
  useEffect(() => {
    void saver.flush();
    const online = () => void saver.flush();
    globalThis.addEventListener('online', online);
    return () => {
      globalThis.removeEventListener('online', online);
      // Leaving the screen sends what is still waiting for a pause in typing.
      void saver.flush();
    };
  }, [saver]);
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot);
  return { saver, snapshot };
}
