/** Rules a careless host page might ship; our components must look the same under them. */
export const HOSTILE_CSS = `
  button { all: unset; }
  * { box-sizing: content-box; }
  input { border: 0; padding: 0; font: 30px serif; }
  label { display: block; text-transform: uppercase; }
`;
