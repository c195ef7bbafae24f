import InlineSnapshot

func test() {
  assertInlineSnapshot(of: quotes, as: .lines) {
    #"""
    He said """hi"""
    """#
  }
  assertInlineSnapshot(of: backslash, as: .lines) {
    #"""
    C:\path\n \(x)
    """#
  }
  assertInlineSnapshot(of: hashes, as: .lines) {
    ###"""
    raw \# and """# and \##
    """###
  }
  assertInlineSnapshot(of: controls, as: .lines) {
    """
    cr\r
    bell\u{7} tab	end  

    """
  }
}
