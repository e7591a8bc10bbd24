/** The medicines module's face (eslint.config.js): the medicine dictionary and step 3, `app.medicinesService`. */
export { default as medicinesServicePlugin } from './medicines.service';
export { default as medicinesRoutes } from './medicines.routes';
