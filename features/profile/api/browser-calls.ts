/**
 * The profile's calls as the browser makes them: checked by validators generated from the contract
 * (./answers.generated.ts), so the profile's page loads no zod. Same requests and results as ./calls.ts.
 */
import { checkedCall } from '@/lib/api/checked-call';

import * as answers from './answers.generated';
import { appointmentsEndpoint, currentClientEndpoint, documentsEndpoint, downloadDocumentEndpoint } from './endpoints';

export const getCurrentClient = checkedCall(currentClientEndpoint, answers.getCurrentClient);
export const getAppointments = checkedCall(appointmentsEndpoint, answers.getAppointments);
export const getDocuments = checkedCall(documentsEndpoint, answers.getDocuments);
export const downloadDocument = checkedCall(downloadDocumentEndpoint, undefined);
