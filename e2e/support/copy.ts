import enAccount from '../../src/web/locales/en/account.json';
import enAppraisal from '../../src/web/locales/en/appraisal.json';
import enAuth from '../../src/web/locales/en/auth.json';
import enCapture from '../../src/web/locales/en/capture.json';
import enCollection from '../../src/web/locales/en/collection.json';
import enCommon from '../../src/web/locales/en/common.json';
import enDashboard from '../../src/web/locales/en/dashboard.json';
import enLanding from '../../src/web/locales/en/landing.json';
import frAccount from '../../src/web/locales/fr/account.json';
import frAppraisal from '../../src/web/locales/fr/appraisal.json';
import frAuth from '../../src/web/locales/fr/auth.json';
import frCapture from '../../src/web/locales/fr/capture.json';
import frCollection from '../../src/web/locales/fr/collection.json';
import frCommon from '../../src/web/locales/fr/common.json';
import frDashboard from '../../src/web/locales/fr/dashboard.json';
import frLanding from '../../src/web/locales/fr/landing.json';

// The journeys read the very texts the app ships, so a wording change never breaks them but a wrong
// language does.
export const copy = {
  fr: {
    account: frAccount,
    appraisal: frAppraisal,
    auth: frAuth,
    capture: frCapture,
    collection: frCollection,
    common: frCommon,
    dashboard: frDashboard,
    landing: frLanding,
  },
  en: {
    account: enAccount,
    appraisal: enAppraisal,
    auth: enAuth,
    capture: enCapture,
    collection: enCollection,
    common: enCommon,
    dashboard: enDashboard,
    landing: enLanding,
  },
};
export type Lang = keyof typeof copy;
