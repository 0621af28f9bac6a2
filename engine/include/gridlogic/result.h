// result.h — Result<T>: a value or an Error saying what was wrong with the user's input, and where.
//
// gridlogic keeps three error channels apart (docs/architecture.md): bad input comes back as an Error
// value (this file); misuse of the API is a contract check; internal bugs are assertions. The WASM build
// runs without C++ exceptions, so input errors must never be thrown.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace gridlogic {

// What went wrong with an input, in words a user can act on ("line 3, column 7: ...").
struct Error {
  std::string message;
};

// Either a T or an Error. Accessing the wrong alternative is a programming error (asserted).
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : data_(std::move(value)) {}      // NOLINT: implicit by design, like expected
  Result(Error error) : data_(std::move(error)) {}  // NOLINT

  bool ok() const { return data_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & {
    assert(ok());
    return std::get<0>(data_);
  }
  const T& value() const& {
    assert(ok());
    return std::get<0>(data_);
  }
  T&& value() && {
    assert(ok());
    return std::get<0>(std::move(data_));
  }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  const Error& error() const {
    assert(!ok());
    return std::get<1>(data_);
  }

 private:
  std::variant<T, Error> data_;
};

}  // namespace gridlogic
