/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
  AdminTicketResponse: {
    kind: "OBJECT";
    name: "AdminTicketResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "DesignerTicket"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  Boolean: unknown;
  CouponTerms: {
    kind: "OBJECT";
    name: "CouponTerms";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      arDescription: {
        name: "arDescription";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      arTitle: {
        name: "arTitle";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      availableSales: {
        name: "availableSales";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      category: { name: "category"; type: { kind: "SCALAR"; name: "ID"; ofType: null } };
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      description: {
        name: "description";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      discount: {
        name: "discount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      egMinPurchase: {
        name: "egMinPurchase";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      emMinPurchase: {
        name: "emMinPurchase";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      endDate: {
        name: "endDate";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      fixedAmountDiscount: {
        name: "fixedAmountDiscount";
        type: { kind: "SCALAR"; name: "Int"; ofType: null };
      };
      freeDelivery: {
        name: "freeDelivery";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      maximumDiscount: { name: "maximumDiscount"; type: { kind: "SCALAR"; name: "Int"; ofType: null } };
      paymentMethods: {
        name: "paymentMethods";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      salesNumber: {
        name: "salesNumber";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      startDate: {
        name: "startDate";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status: {
        name: "status";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      suMinPurchase: {
        name: "suMinPurchase";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      subCategory: { name: "subCategory"; type: { kind: "SCALAR"; name: "ID"; ofType: null } };
      title: {
        name: "title";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      user: { name: "user"; type: { kind: "SCALAR"; name: "ID"; ofType: null } };
    };
  };
  DecidedPayoutResponse: {
    kind: "OBJECT";
    name: "DecidedPayoutResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "PayoutRequest"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  DesignerTicket: {
    kind: "OBJECT";
    name: "DesignerTicket";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      acceptionDate: { name: "acceptionDate"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      attachments: {
        name: "attachments";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "TicketAttachment"; ofType: null };
            };
          };
        };
      };
      basePrice: {
        name: "basePrice";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      category: { name: "category"; type: { kind: "OBJECT"; name: "TicketCategory"; ofType: null } };
      createdAt: {
        name: "createdAt";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      description: {
        name: "description";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      designer: {
        name: "designer";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "TicketDesigner"; ofType: null };
        };
      };
      messages: {
        name: "messages";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "TicketMessage"; ofType: null };
            };
          };
        };
      };
      name: {
        name: "name";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      newMessage: {
        name: "newMessage";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      nextStatuses: {
        name: "nextStatuses";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      product: { name: "product"; type: { kind: "OBJECT"; name: "TicketProduct"; ofType: null } };
      productStatus: {
        name: "productStatus";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      rejectionDate: { name: "rejectionDate"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      slug: {
        name: "slug";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      teamUnreadCount: {
        name: "teamUnreadCount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      ticketForCompetition: {
        name: "ticketForCompetition";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      unreadCount: {
        name: "unreadCount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  ErrorCode: {
    name: "ErrorCode";
    enumValues:
      | "ACCOUNT_DEACTIVATED"
      | "ACCOUNT_NO_INVALID"
      | "ACCOUNT_OR_IBAN_REQUIRED"
      | "ADDRESS_AREA_MISMATCH"
      | "ADDRESS_FAILED"
      | "ADDRESS_NOT_FOUND"
      | "AMOUNT_DECIMALS"
      | "AMOUNT_INVALID"
      | "AMOUNT_NOT_POSITIVE"
      | "ATTACHMENTS_REQUIRED"
      | "ATTACHMENTS_TOO_MANY"
      | "ATTACHMENT_NOT_FOUND"
      | "ATTACHMENT_TOO_LARGE"
      | "ATTACHMENT_TYPE_NOT_ALLOWED"
      | "ATTACHMENT_UPLOAD_FAILED"
      | "BALANCE_LOWER_THAN_REQUESTED"
      | "BLOG_COMMENT_ERROR"
      | "CARD_DETAILS_NOT_ACCEPTED"
      | "CAREER_NOT_FOUND"
      | "CART_CLOSED"
      | "CART_COUNTRY_NOT_ALLOWED"
      | "CART_EMPTY"
      | "CART_FAILED"
      | "CART_LINE_NOT_FOUND"
      | "CART_NOT_FOUND"
      | "CART_PRODUCT_NOT_FOUND"
      | "CATEGORY_NOT_FOUND"
      | "CHECKOUT_ADDRESS_COUNTRY"
      | "CHECKOUT_ITEM_UNAVAILABLE"
      | "CHECKOUT_PRICE_CHANGED"
      | "COD_NOT_AVAILABLE"
      | "COLLECTION_NOT_FOUND"
      | "COMMENT_TOO_LONG"
      | "COMMENT_TOO_SHORT"
      | "CONTACT_MESSAGE_ERROR"
      | "CONTENT_PAGE_NOT_FOUND"
      | "CONTROL_CHARACTERS"
      | "COUPON_ALREADY_USED"
      | "COUPON_CODE_REQUIRED"
      | "COUPON_EXPIRED"
      | "COUPON_MIN_PURCHASE"
      | "COUPON_NOT_AVAILABLE"
      | "COUPON_NOT_FOR_ADDRESS"
      | "COUPON_NOT_FOR_COUNTRY"
      | "COUPON_NOT_FOR_METHOD"
      | "COUPON_NOT_FOR_PRODUCTS"
      | "COUPON_NOT_FOUND"
      | "COUPON_NOT_STARTED"
      | "COUPON_SOLD_OUT"
      | "CROSS_SITE_REQUEST"
      | "CURRENCY_INVALID"
      | "CURRENCY_NOT_AVAILABLE"
      | "CV_NOT_FOUND"
      | "CV_REQUIRED"
      | "CV_TOO_LARGE"
      | "CV_TOO_MANY"
      | "CV_TYPE_NOT_ALLOWED"
      | "CV_UPLOAD_FAILED"
      | "DESIGNER_NOT_FOUND"
      | "DESIGNER_PROFILE_INCOMPLETE"
      | "EGYPT_ONLY"
      | "FAILED_TO_FETCH_CATEGORIES"
      | "FAILED_TO_FETCH_SUBCATEGORIES"
      | "FIELD_REQUIRED"
      | "FLOW_IN_PROGRESS"
      | "FORBIDDEN"
      | "FORGOT_FAILED"
      | "FORM_BODY_REQUIRED"
      | "FORM_TOO_MANY"
      | "GIFT_CARD_AGREEMENT_REQUIRED"
      | "GIFT_CARD_AMOUNT_RANGE"
      | "GIFT_CARD_LANGUAGE_REQUIRED"
      | "GIFT_CARD_MESSAGE_LENGTH"
      | "GIFT_CARD_NAME_LENGTH"
      | "GIFT_CARD_NOT_FOUND"
      | "GIFT_CARD_NOT_IN_PERIOD"
      | "GIFT_CARD_OTHER_CURRENCY"
      | "GIFT_CARD_SENDER_EMAIL_REQUIRED"
      | "GIFT_CARD_START_PAST"
      | "GIFT_CARD_START_REQUIRED"
      | "GIFT_CARD_START_TOO_LATE"
      | "GIFT_CARD_THEME_REQUIRED"
      | "GIFT_CARD_USED_UP"
      | "HEADER_DESCRIPTION_NOT_FOUND"
      | "IBAN_CHECKSUM"
      | "IBAN_COUNTRY_MISMATCH"
      | "IBAN_COUNTRY_UNKNOWN"
      | "IBAN_INVALID"
      | "IBAN_LENGTH"
      | "IMAGE_NOT_FOUND"
      | "IMAGE_REQUIRED"
      | "INCORRECT_PASSWORD"
      | "INTERNAL"
      | "INVALID_CREDENTIALS"
      | "INVALID_EMAIL"
      | "INVALID_INPUT"
      | "INVALID_PRICE_RANGE"
      | "INVALID_REFERRAL_CODE"
      | "INVALID_SORT"
      | "INVALID_USER"
      | "INVALID_VALUE"
      | "JOB_NOT_FOUND"
      | "LOGIN_FAILED"
      | "LOGOUT_FAILED"
      | "MAX_PER_ORDER"
      | "MESSAGE_LENGTH"
      | "MESSAGE_LENGTH_RANGE"
      | "MIN_LENGTH"
      | "NOT_ENOUGH_STOCK"
      | "NOT_FOUND"
      | "NOT_STAFF"
      | "NUMBERS_ONLY"
      | "NUMBER_OUT_OF_RANGE"
      | "ORDER_CANNOT_CANCEL"
      | "ORDER_NOT_FOUND"
      | "ORDER_NOT_PAYABLE"
      | "ORDER_TRANSITION_INVALID"
      | "OUT_OF_STOCK"
      | "PASSWORD_CONFIRM_MISMATCH"
      | "PAYMENT_DECLINED"
      | "PAYMENT_DETAILS_IN_USE"
      | "PAYMENT_DETAILS_LIMIT"
      | "PAYMENT_DETAILS_NOT_FOUND"
      | "PAYMENT_IN_PROGRESS"
      | "PAYMENT_METHOD_NOT_FOR_ORDER"
      | "PAYMENT_METHOD_REQUIRED"
      | "PAYMENT_METHOD_UNAVAILABLE"
      | "PAYMENT_NOT_FOUND"
      | "PAYMENT_PROVIDER_ERROR"
      | "PAYOUT_ALREADY_PROCESSED"
      | "PAYOUT_NEEDS_PAYMENT_DETAILS"
      | "PAYOUT_NOT_FOUND"
      | "PHONE_TOO_LONG"
      | "POST_NOT_FOUND"
      | "PRODUCT_NOT_FOUND"
      | "PRODUCT_UNAVAILABLE_IN_COUNTRY"
      | "PROFILE_EDIT_FAILED"
      | "QUANTITY_INVALID"
      | "QUANTITY_RANGE"
      | "QUERY_TOO_COMPLEX"
      | "REGISTERED_WITH_FACEBOOK"
      | "REGISTERED_WITH_GOOGLE"
      | "REGISTER_FAILED"
      | "RESET_FAILED"
      | "RESET_TOKEN_INVALID"
      | "RETURN_ALREADY_REQUESTED"
      | "RETURN_NOT_DELIVERED"
      | "RETURN_NOT_FOUND"
      | "RETURN_REASON_LENGTH"
      | "RETURN_TRANSITION_INVALID"
      | "RETURN_WINDOW_CLOSED"
      | "REVIEW_ALREADY_EXISTS"
      | "REVIEW_OTHER_USER"
      | "REVIEW_RATING_RANGE"
      | "REVIEW_TARGET_REQUIRED"
      | "REVIEW_TEXT_TOO_LONG"
      | "REVIEW_TEXT_TOO_SHORT"
      | "ROBOT_CHECK"
      | "SENSITIVE_OPERATION_LIMIT"
      | "SERVICE_UNAVAILABLE"
      | "SOCIAL_LOGIN_FAILED"
      | "SUCCESS"
      | "SWIFT_INVALID"
      | "TAG_NOT_FOUND"
      | "TERMS_ACCEPT"
      | "TICKET_CATEGORY_NOT_FOUND"
      | "TICKET_DESCRIPTION_LENGTH"
      | "TICKET_NAME_LENGTH"
      | "TICKET_NEEDS_IMAGE"
      | "TICKET_NOT_FOUND"
      | "TICKET_NOT_REJECTED"
      | "TICKET_NOT_WAITING"
      | "TICKET_PRICE_INVALID"
      | "TOO_MANY_REQUESTS"
      | "UNAUTHENTICATED"
      | "UNSAFE_CHARACTERS"
      | "UPLOAD_IMAGE_FAILED"
      | "UPLOAD_NOT_IMAGE"
      | "UPLOAD_SIGN_IN"
      | "UPLOAD_TOO_LARGE"
      | "UPLOAD_TOO_MANY"
      | "UPLOAD_VISITOR_TOO_LARGE"
      | "USER_BLOCKED"
      | "USER_EXISTS"
      | "USER_NOT_FOUND"
      | "WEBHOOK_SIGNATURE_INVALID";
  };
  FieldError: {
    kind: "OBJECT";
    name: "FieldError";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      field: {
        name: "field";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  Float: unknown;
  ID: unknown;
  Int: unknown;
  JSON: unknown;
  Job: {
    kind: "OBJECT";
    name: "Job";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      attempts: {
        name: "attempts";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      availableAt: {
        name: "availableAt";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      createdAt: {
        name: "createdAt";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      lastError: { name: "lastError"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      maxAttempts: {
        name: "maxAttempts";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      nextActions: {
        name: "nextActions";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      status: {
        name: "status";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "JobStatus"; ofType: null } };
      };
      topic: {
        name: "topic";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  JobFilter: {
    kind: "INPUT_OBJECT";
    name: "JobFilter";
    isOneOf: false;
    inputFields: [
      { name: "status"; type: { kind: "ENUM"; name: "JobStatus"; ofType: null }; defaultValue: null },
      { name: "topic"; type: { kind: "SCALAR"; name: "String"; ofType: null }; defaultValue: null },
    ];
  };
  JobList: {
    kind: "OBJECT";
    name: "JobList";
    fields: {
      items: {
        name: "items";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: { kind: "NON_NULL"; name: never; ofType: { kind: "OBJECT"; name: "Job"; ofType: null } };
          };
        };
      };
      page: {
        name: "page";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      pageSize: {
        name: "pageSize";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      total: {
        name: "total";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  JobListResponse: {
    kind: "OBJECT";
    name: "JobListResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "JobList"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  JobStatus: { name: "JobStatus"; enumValues: "dead" | "done" | "pending" };
  ListOptions: {
    kind: "INPUT_OBJECT";
    name: "ListOptions";
    isOneOf: false;
    inputFields: [
      { name: "direction"; type: { kind: "ENUM"; name: "SortDirection"; ofType: null }; defaultValue: null },
      { name: "page"; type: { kind: "SCALAR"; name: "Int"; ofType: null }; defaultValue: null },
      { name: "pageSize"; type: { kind: "SCALAR"; name: "Int"; ofType: null }; defaultValue: null },
      { name: "search"; type: { kind: "SCALAR"; name: "String"; ofType: null }; defaultValue: null },
      { name: "sort"; type: { kind: "SCALAR"; name: "String"; ofType: null }; defaultValue: null },
    ];
  };
  MovedOrderResponse: {
    kind: "OBJECT";
    name: "MovedOrderResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "Order"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  MovedReturnResponse: {
    kind: "OBJECT";
    name: "MovedReturnResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "ReturnRequest"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  Mutation: {
    kind: "OBJECT";
    name: "Mutation";
    fields: {
      acceptTicket: {
        name: "acceptTicket";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "TicketResponse"; ofType: null };
        };
      };
      addNewMessageNotification: {
        name: "addNewMessageNotification";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "NotifiedTicketResponse"; ofType: null };
        };
      };
      rejectTicket: {
        name: "rejectTicket";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "TicketResponse"; ofType: null };
        };
      };
      replyToTicket: {
        name: "replyToTicket";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "TicketReplyResponse"; ofType: null };
        };
      };
      retryJob: {
        name: "retryJob";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "RetriedJobResponse"; ofType: null };
        };
      };
      updateAvailableSales: {
        name: "updateAvailableSales";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "UpdateAvailableSalesResponse"; ofType: null };
        };
      };
      updateOrderStatus: {
        name: "updateOrderStatus";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "MovedOrderResponse"; ofType: null };
        };
      };
      updatePayoutRequest: {
        name: "updatePayoutRequest";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "DecidedPayoutResponse"; ofType: null };
        };
      };
      updateReturnStatus: {
        name: "updateReturnStatus";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "MovedReturnResponse"; ofType: null };
        };
      };
    };
  };
  NotifiedTicketResponse: {
    kind: "OBJECT";
    name: "NotifiedTicketResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "RemovedTicket"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  Order: {
    kind: "OBJECT";
    name: "Order";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      canPayAgain: {
        name: "canPayAgain";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      codAmount: {
        name: "codAmount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      codFees: {
        name: "codFees";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      couponDiscount: {
        name: "couponDiscount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      currency: {
        name: "currency";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      deliveredAt: { name: "deliveredAt"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      discount: {
        name: "discount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      fawryRef: { name: "fawryRef"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      fawryRefExpiresAt: {
        name: "fawryRefExpiresAt";
        type: { kind: "SCALAR"; name: "String"; ofType: null };
      };
      giftCardAmount: {
        name: "giftCardAmount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      items: {
        name: "items";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "OrderItem"; ofType: null };
            };
          };
        };
      };
      mayCancel: {
        name: "mayCancel";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      mayReturn: {
        name: "mayReturn";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      nextStatuses: {
        name: "nextStatuses";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      orderCreateDate: {
        name: "orderCreateDate";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      orderId: {
        name: "orderId";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      orderedFrom: {
        name: "orderedFrom";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      paymentMethod: {
        name: "paymentMethod";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      paymentRedirectUrl: {
        name: "paymentRedirectUrl";
        type: { kind: "SCALAR"; name: "String"; ofType: null };
      };
      paymentStatus: { name: "paymentStatus"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      referralDiscount: {
        name: "referralDiscount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      requiredDays: {
        name: "requiredDays";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      returnRequest: { name: "returnRequest"; type: { kind: "OBJECT"; name: "ReturnRequest"; ofType: null } };
      returnUntil: { name: "returnUntil"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      shippingAddress: {
        name: "shippingAddress";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "JSON"; ofType: null } };
      };
      shippingFees: {
        name: "shippingFees";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      sourceData: { name: "sourceData"; type: { kind: "SCALAR"; name: "JSON"; ofType: null } };
      status: {
        name: "status";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      subtotal: {
        name: "subtotal";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      totalPrice: {
        name: "totalPrice";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      trnxId: { name: "trnxId"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      trnxStatus: {
        name: "trnxStatus";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      usedCoupon: { name: "usedCoupon"; type: { kind: "SCALAR"; name: "ID"; ofType: null } };
      usedGiftCard: { name: "usedGiftCard"; type: { kind: "SCALAR"; name: "ID"; ofType: null } };
      usedReferralCode: { name: "usedReferralCode"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
    };
  };
  OrderItem: {
    kind: "OBJECT";
    name: "OrderItem";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      arName: {
        name: "arName";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      features: {
        name: "features";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "JSON"; ofType: null } };
      };
      image: { name: "image"; type: { kind: "SCALAR"; name: "ID"; ofType: null } };
      imagePath: { name: "imagePath"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      lineTotal: {
        name: "lineTotal";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      name: {
        name: "name";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      product: { name: "product"; type: { kind: "SCALAR"; name: "ID"; ofType: null } };
      quantity: {
        name: "quantity";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      unitDiscount: {
        name: "unitDiscount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      unitPrice: {
        name: "unitPrice";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  PayoutRequest: {
    kind: "OBJECT";
    name: "PayoutRequest";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      amount: {
        name: "amount";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      createdAt: {
        name: "createdAt";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      currency: {
        name: "currency";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      processedAt: { name: "processedAt"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      source: {
        name: "source";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status: {
        name: "status";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      user: {
        name: "user";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
    };
  };
  ProductAdmin: {
    kind: "OBJECT";
    name: "ProductAdmin";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      arName: {
        name: "arName";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      basePrice: {
        name: "basePrice";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      egManufacturingCost: {
        name: "egManufacturingCost";
        type: { kind: "SCALAR"; name: "Int"; ofType: null };
      };
      egRevenue: { name: "egRevenue"; type: { kind: "SCALAR"; name: "Int"; ofType: null } };
      egSiteRevenue: { name: "egSiteRevenue"; type: { kind: "SCALAR"; name: "Int"; ofType: null } };
      emManufacturingCost: {
        name: "emManufacturingCost";
        type: { kind: "SCALAR"; name: "Int"; ofType: null };
      };
      emRevenue: { name: "emRevenue"; type: { kind: "SCALAR"; name: "Int"; ofType: null } };
      emSiteRevenue: { name: "emSiteRevenue"; type: { kind: "SCALAR"; name: "Int"; ofType: null } };
      name: {
        name: "name";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      slug: {
        name: "slug";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      suManufacturingCost: {
        name: "suManufacturingCost";
        type: { kind: "SCALAR"; name: "Int"; ofType: null };
      };
      suRevenue: { name: "suRevenue"; type: { kind: "SCALAR"; name: "Int"; ofType: null } };
      suSiteRevenue: { name: "suSiteRevenue"; type: { kind: "SCALAR"; name: "Int"; ofType: null } };
    };
  };
  ProductAdminResponse: {
    kind: "OBJECT";
    name: "ProductAdminResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "ProductAdmin"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  Query: {
    kind: "OBJECT";
    name: "Query";
    fields: {
      getProductAdminById: {
        name: "getProductAdminById";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "ProductAdminResponse"; ofType: null };
        };
      };
      jobs: {
        name: "jobs";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "JobListResponse"; ofType: null };
        };
      };
      ticket: {
        name: "ticket";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "AdminTicketResponse"; ofType: null };
        };
      };
      ticketCounts: {
        name: "ticketCounts";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "TicketCountsResponse"; ofType: null };
        };
      };
      tickets: {
        name: "tickets";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "TicketListResponse"; ofType: null };
        };
      };
      viewer: {
        name: "viewer";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "StaffViewerResponse"; ofType: null };
        };
      };
    };
  };
  RemovedTicket: {
    kind: "OBJECT";
    name: "RemovedTicket";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
    };
  };
  RetriedJobResponse: {
    kind: "OBJECT";
    name: "RetriedJobResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "Job"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  ReturnRequest: {
    kind: "OBJECT";
    name: "ReturnRequest";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      createdAt: {
        name: "createdAt";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      nextStatuses: {
        name: "nextStatuses";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      order: {
        name: "order";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      pickupAddress: {
        name: "pickupAddress";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "JSON"; ofType: null } };
      };
      reason: {
        name: "reason";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status: {
        name: "status";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      updatedAt: {
        name: "updatedAt";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  SortDirection: { name: "SortDirection"; enumValues: "asc" | "desc" };
  StaffViewer: {
    kind: "OBJECT";
    name: "StaffViewer";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      email: {
        name: "email";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      name: {
        name: "name";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      permissions: {
        name: "permissions";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      privilageType: { name: "privilageType"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
    };
  };
  StaffViewerResponse: {
    kind: "OBJECT";
    name: "StaffViewerResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "StaffViewer"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  String: unknown;
  TicketAttachment: {
    kind: "OBJECT";
    name: "TicketAttachment";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      isImage: {
        name: "isImage";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      mimeType: {
        name: "mimeType";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      name: {
        name: "name";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      size: {
        name: "size";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      url: {
        name: "url";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  TicketCategory: {
    kind: "OBJECT";
    name: "TicketCategory";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      arName: {
        name: "arName";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      name: {
        name: "name";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  TicketCounts: {
    kind: "OBJECT";
    name: "TicketCounts";
    fields: {
      accepted: {
        name: "accepted";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      rejected: {
        name: "rejected";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      waiting: {
        name: "waiting";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  TicketCountsResponse: {
    kind: "OBJECT";
    name: "TicketCountsResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "TicketCounts"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  TicketDesigner: {
    kind: "OBJECT";
    name: "TicketDesigner";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      name: {
        name: "name";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  TicketFilter: {
    kind: "INPUT_OBJECT";
    name: "TicketFilter";
    isOneOf: false;
    inputFields: [
      { name: "designer"; type: { kind: "SCALAR"; name: "ID"; ofType: null }; defaultValue: null },
      { name: "status"; type: { kind: "ENUM"; name: "TicketStatus"; ofType: null }; defaultValue: null },
    ];
  };
  TicketList: {
    kind: "OBJECT";
    name: "TicketList";
    fields: {
      items: {
        name: "items";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "DesignerTicket"; ofType: null };
            };
          };
        };
      };
      page: {
        name: "page";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      pageSize: {
        name: "pageSize";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
      total: {
        name: "total";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  TicketListResponse: {
    kind: "OBJECT";
    name: "TicketListResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "TicketList"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  TicketMessage: {
    kind: "OBJECT";
    name: "TicketMessage";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      attachments: {
        name: "attachments";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "TicketAttachment"; ofType: null };
            };
          };
        };
      };
      createdAt: {
        name: "createdAt";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      fromTeam: {
        name: "fromTeam";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      read: {
        name: "read";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null } };
      };
      senderName: {
        name: "senderName";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      text: {
        name: "text";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  TicketProduct: {
    kind: "OBJECT";
    name: "TicketProduct";
    fields: {
      _id: {
        name: "_id";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "ID"; ofType: null } };
      };
      slug: {
        name: "slug";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
    };
  };
  TicketReplyResponse: {
    kind: "OBJECT";
    name: "TicketReplyResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "TicketMessage"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  TicketResponse: {
    kind: "OBJECT";
    name: "TicketResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "DesignerTicket"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
  TicketStatus: { name: "TicketStatus"; enumValues: "accepted" | "rejected" | "waiting" };
  UpdateAvailableSalesResponse: {
    kind: "OBJECT";
    name: "UpdateAvailableSalesResponse";
    fields: {
      code: {
        name: "code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "ENUM"; name: "ErrorCode"; ofType: null } };
      };
      data: { name: "data"; type: { kind: "OBJECT"; name: "CouponTerms"; ofType: null } };
      errors: {
        name: "errors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "SCALAR"; name: "String"; ofType: null };
            };
          };
        };
      };
      fieldErrors: {
        name: "fieldErrors";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "FieldError"; ofType: null };
            };
          };
        };
      };
      message: {
        name: "message";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "String"; ofType: null } };
      };
      status_code: {
        name: "status_code";
        type: { kind: "NON_NULL"; name: never; ofType: { kind: "SCALAR"; name: "Int"; ofType: null } };
      };
    };
  };
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: "Query";
  mutation: "Mutation";
  subscription: never;
  types: introspection_types;
};

import * as gqlTada from "gql.tada";

declare module "gql.tada" {
  interface setupSchema {
    introspection: introspection;
  }
}
