// The part of the `authorizenet` SDK (1.0.10, CommonJS, no types of its own) that
// lib/payments/authorizenet-gateway.ts uses. Contract objects keep their fields in the API schema's
// order, which Authorize.net's JSON endpoint requires; `getJSON()` wraps them in the request's name.
declare module "authorizenet" {
  interface Contract {
    getJSON(): Record<string, unknown>;
  }

  namespace APIContracts {
    class MerchantAuthenticationType {
      setName(name: string): void;
      setTransactionKey(key: string): void;
    }
    class OpaqueDataType {
      setDataDescriptor(descriptor: string): void;
      setDataValue(value: string): void;
    }
    class CreditCardType {
      setCardNumber(cardNumber: string): void;
      setExpirationDate(expirationDate: string): void;
    }
    class PaymentType {
      setOpaqueData(opaqueData: OpaqueDataType): void;
      setCreditCard(creditCard: CreditCardType): void;
    }
    class OrderType {
      setInvoiceNumber(invoiceNumber: string): void;
      setDescription(description: string): void;
    }
    class CustomerDataType {
      setEmail(email: string): void;
    }
    class CustomerAddressType {
      setFirstName(value: string): void;
      setLastName(value: string): void;
      setCompany(value: string): void;
      setAddress(value: string): void;
      setCity(value: string): void;
      setState(value: string): void;
      setZip(value: string): void;
      setCountry(value: string): void;
    }
    class SettingType {
      setSettingName(name: string): void;
      setSettingValue(value: string): void;
    }
    class ArrayOfSetting {
      setSetting(settings: SettingType[]): void;
    }
    class TransactionRequestType {
      setTransactionType(type: string): void;
      setAmount(amount: string): void;
      setPayment(payment: PaymentType): void;
      setRefTransId(transactionId: string): void;
      setOrder(order: OrderType): void;
      setCustomer(customer: CustomerDataType): void;
      setBillTo(billTo: CustomerAddressType): void;
      setTransactionSettings(settings: ArrayOfSetting): void;
    }
    class CreateTransactionRequest implements Contract {
      setMerchantAuthentication(auth: MerchantAuthenticationType): void;
      setTransactionRequest(request: TransactionRequestType): void;
      getJSON(): Record<string, unknown>;
    }
    class GetTransactionDetailsRequest implements Contract {
      setMerchantAuthentication(auth: MerchantAuthenticationType): void;
      setTransId(transactionId: string): void;
      getJSON(): Record<string, unknown>;
    }
    class TransactionListSorting {
      setOrderBy(field: "id" | "submitTimeUTC"): void;
      setOrderDescending(descending: boolean): void;
    }
    class Paging {
      setLimit(limit: number): void;
      setOffset(offset: number): void;
    }
    class GetUnsettledTransactionListRequest implements Contract {
      setMerchantAuthentication(auth: MerchantAuthenticationType): void;
      setSorting(sorting: TransactionListSorting): void;
      setPaging(paging: Paging): void;
      getJSON(): Record<string, unknown>;
    }
    class GetSettledBatchListRequest implements Contract {
      setMerchantAuthentication(auth: MerchantAuthenticationType): void;
      /** UTC, "2026-12-07T00:00:00Z". */
      setFirstSettlementDate(date: string): void;
      setLastSettlementDate(date: string): void;
      getJSON(): Record<string, unknown>;
    }
    class GetTransactionListRequest implements Contract {
      setMerchantAuthentication(auth: MerchantAuthenticationType): void;
      setBatchId(batchId: string): void;
      getJSON(): Record<string, unknown>;
    }
    const TransactionTypeEnum: {
      AUTHCAPTURETRANSACTION: "authCaptureTransaction";
      VOIDTRANSACTION: "voidTransaction";
      REFUNDTRANSACTION: "refundTransaction";
    };
    const MessageTypeEnum: { OK: "Ok"; ERROR: "Error" };
  }

  /** Passed as a controller's second argument; it replaces the SDK's module-wide settings. */
  export type SdkConfig = {
    timeout: number;
    clientId: string;
    logger: { enabled: boolean; location: string; level: string };
    proxy: { setProxy: boolean; proxyUrl?: string };
  };

  class ApiController {
    constructor(request: Record<string, unknown>, config?: SdkConfig);
    setEnvironment(url: string): void;
    /** Calls back on an answer only; a failed request just sets getError() and never calls back. */
    execute(callback: () => void): void;
    getResponse(): unknown;
    getError(): unknown;
  }

  namespace APIControllers {
    class CreateTransactionController extends ApiController {}
    class GetTransactionDetailsController extends ApiController {}
    class GetUnsettledTransactionListController extends ApiController {}
    class GetSettledBatchListController extends ApiController {}
    class GetTransactionListController extends ApiController {}
  }

  const Constants: { endpoint: { sandbox: string; production: string } };

  const sdk: { APIContracts: typeof APIContracts; APIControllers: typeof APIControllers; Constants: typeof Constants };
  export default sdk;
}
