Feature: 701.23 Search: what a search must find
  To search a zone for a card is to look at all of it and find a card that matches the description (CR 701.23a).
  A search of a hidden zone for cards with a stated quality, such as a card type, may find fewer of them than it
  asks for, or none, even when they are there (CR 701.23b); a search simply for a quantity of cards, "a card",
  must find that many, or as many as the zone holds (CR 701.23d).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:search-for-a-card-must-find-one @cr:701.23d @cr:732.1
  Scenario: Searching her library simply for a card, Alice can't find nothing while it holds one
    CR 701.23d: Insatiable Avarice's "search your library for a card" is a search for a quantity of cards only, so
    with an Island in her library Alice must find it; her choice to find nothing is refused, and the resolution
    with it (CR 732.1): the spell is still on the stack and the Island still in her library. The boundary is
    search-for-a-quality-may-find-nothing, and otj-avarice-nothing-found (an empty library: she finds none).

    Given Alice has Insatiable Avarice in her hand
    And Alice's library, from the top, is Island
    And Alice has {B}{C}{C} in her mana pool
    And Alice will choose the mode "Search your library for a card, then shuffle and put that card on top."
    And Alice will choose no more modes
    And Alice will choose nothing when searching
    When Alice casts Insatiable Avarice from her hand
    And Alice passes priority
    And Bob tries to pass priority
    Then that is rejected by rule 701.23d
    And the stack, from the bottom, holds Insatiable Avarice
    And the top card of Alice's library is Island

  @id:search-for-a-card-finds-the-one-there @cr:701.23d @cr:701.23
  Scenario: Searching her library simply for a card, Alice finds its only card and puts it back on top
    CR 701.23d: with one card in her library, Alice's search for a card finds it; Insatiable Avarice shuffles the
    library and puts the found card on top.

    Given Alice has Insatiable Avarice in her hand
    And Alice's library, from the top, is Island
    And Alice has {B}{C}{C} in her mana pool
    And Alice will choose the mode "Search your library for a card, then shuffle and put that card on top."
    And Alice will choose no more modes
    And Alice will choose Island when searching
    When Alice casts Insatiable Avarice from her hand
    And all players pass priority until the stack is empty
    Then the top card of Alice's library is Island
    And Alice has Insatiable Avarice in her graveyard

  @id:search-for-a-quality-may-find-nothing @cr:701.23b
  Scenario: Searching her library for an Equipment card, Alice may find nothing though one is there
    CR 701.23b: Cloud, Midgar Mercenary's enters ability searches for an Equipment card, a card with a stated
    quality, so Alice may find nothing even with Armory of Iroas in her library; it stays there.

    Given Alice has Cloud, Midgar Mercenary in her hand
    And Alice's library, from the top, is Armory of Iroas
    And Alice has {W}{W} in her mana pool
    And Alice will choose nothing when searching
    When Alice casts Cloud, Midgar Mercenary from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Cloud, Midgar Mercenary
    And the top card of Alice's library is Armory of Iroas
    And Alice has no Armory of Iroas in her hand

  @id:search-cant-find-a-card-that-isnt-there @cr:701.23a @cr:732.1
  Scenario: Alice's search can't find a card her library doesn't hold
    CR 701.23a: a search finds a card in the zone searched; with only an Island in her library, Alice can't find a
    Swamp, and the resolution is refused (CR 732.1): Insatiable Avarice is still on the stack.

    Given Alice has Insatiable Avarice in her hand
    And Alice's library, from the top, is Island
    And Alice has {B}{C}{C} in her mana pool
    And Alice will choose the mode "Search your library for a card, then shuffle and put that card on top."
    And Alice will choose no more modes
    And Alice will choose Swamp when searching
    When Alice casts Insatiable Avarice from her hand
    And Alice passes priority
    And Bob tries to pass priority
    Then that is rejected by rule 701.23a
    And the stack, from the bottom, holds Insatiable Avarice
