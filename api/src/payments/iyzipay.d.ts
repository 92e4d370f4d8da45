/** The few parts of iyzico's SDK (`iyzipay`, CommonJS, no types of its own) the API uses. */
declare module 'iyzipay' {
  type Callback = (error: Error | null, result: Record<string, unknown> | undefined) => void;
  interface Resource {
    create(request: Record<string, unknown>, callback: Callback): void;
    retrieve(request: Record<string, unknown>, callback: Callback): void;
  }
  class Iyzipay {
    constructor(options: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitialize: Resource;
    checkoutForm: Resource;
    refund: Resource;
  }
  export = Iyzipay;
}
