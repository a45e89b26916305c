import type { Router } from 'express';
import { caseForms, formCheck, formPdf, formQuestions, listGoals, packetPdf, saveAnswers } from '../../services/forms';
import { formsContracts } from '../../shared/contracts/forms';
import { serveContracts } from '../contracts/serve';
import { requestLocale } from '../request-locale';
import { sendPdf } from './stream-file';

export function registerFormsRoutes(router: Router): void {
  serveContracts(router, formsContracts, {
    goals: async ({ req }) => listGoals(await requestLocale(req)),
    caseForms: async ({ user, params }) => caseForms(user, params.id),
    questions: async ({ user, params, query, req }) =>
      formQuestions(user, params.id, params.formId, await requestLocale(req), query.reveal === '1'),
    answer: async ({ user, params, body }) => saveAnswers(user.uid, params.id, body),
    check: async ({ user, params, req }) => formCheck(user.uid, params.id, params.formId, await requestLocale(req)),
    pdf: async ({ user, params, res }) => {
      const pdf = await formPdf(user.uid, params.id, params.formId);
      sendPdf(res, Buffer.from(pdf.bytes), pdf.fileName);
    },
    packet: async ({ user, params, req, res }) => {
      const pdf = await packetPdf(user.uid, params.id, await requestLocale(req));
      sendPdf(res, Buffer.from(pdf.bytes), pdf.fileName);
    },
  });
}
