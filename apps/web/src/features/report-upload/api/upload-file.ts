/** The upload lives in lib/ (a label photo is uploaded by the supplements screen too, issue 33 §3). */
export { uploadHealthReport } from '../../../lib/upload-file';
